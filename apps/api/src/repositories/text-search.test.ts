import { randomUUID } from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import { expect, it } from 'vitest';
import { addAuditLine } from '../test/audit-lines.js';
import { describeOnEngines, useTestApp } from '../test/test-api.js';
import { containsText, isCommonText } from './text-search.js';

describeOnEngines('text search', (engine) => {
  const api = useTestApp(engine);
  const columns = [
    sql.ref('audit_log.actor_name'),
    sql.ref('audit_log.action'),
    sql.ref('audit_log.record_label'),
  ];

  const addLine = (actorName: string, action: string, recordLabel: string) =>
    addAuditLine(api.app, { actorName, action, recordLabel });

  function search(text: string) {
    return api.app.db
      .selectFrom('audit_log')
      .select('id')
      .where(containsText(api.app.db, 'audit_log', columns, text));
  }
  const found = async (text: string) => (await search(text).execute()).map((row) => row.id);

  it('finds the text anywhere, in any case, with quotes and LIKE characters taken literally', async () => {
    const tag = randomUUID().slice(0, 8);
    const first = await addLine(`Wren ${tag}`, 'closed job', 'Quokka "wrangler", 100%_senior');
    const second = await addLine('Ada Admin', `sent offer ${tag}`, 'Senior data engineer');
    expect((await found(tag.toUpperCase())).sort()).toEqual([first, second].sort());
    expect(await found(`"wrangler", 100%_s`)).toEqual([first]);
    expect(await found('100%x')).toEqual([]);
    // Shorter than a trigram: every row is read, and the same rows are found.
    expect(await found(`${tag.slice(0, 2)}`)).toEqual(expect.arrayContaining([first, second]));
  });

  it('follows a changed or deleted row', async () => {
    const before = `Before${randomUUID().slice(0, 8)}`;
    const after = `After${randomUUID().slice(0, 8)}`;
    const id = await addLine('Ada Admin', 'erased inquiry', before);
    expect(await found(before)).toEqual([id]);
    await api.app.db.updateTable('audit_log').set({ record_label: after }).where('id', '=', id).execute();
    expect(await found(before)).toEqual([]);
    expect(await found(after)).toEqual([id]);
    await api.app.db.deleteFrom('audit_log').where('id', '=', id).execute();
    expect(await found(after)).toEqual([]);
  });

  it.runIf(engine === 'sqlite')('takes its candidates from the trigram index on SQLite', async () => {
    const query = search('quokka').compile();
    const { rows } = await api.app.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    const plan = rows.map((row) => row.detail).join('\n');
    expect(plan, plan).toMatch(/audit_log_search VIRTUAL TABLE/);
    expect(plan, plan).toMatch(/SEARCH audit_log USING INTEGER PRIMARY KEY/);
  });

  it('tells common text by the index on SQLite, reading no further than the limit', async () => {
    const tag = `Common${randomUUID().slice(0, 8)}`;
    for (let line = 0; line < 4; line += 1) await addLine('Ada Admin', 'approved claim', `${tag} ${line}`);
    const common = (text: string, limit: number) => isCommonText(api.app.db, 'audit_log', text, limit);
    expect(await common(tag, 3)).toBe(engine === 'sqlite');
    expect(await common(tag, 4)).toBe(false);
    expect(await common(`${tag} 1`, 0)).toBe(engine === 'sqlite');
    // Shorter than a trigram, and on PostgreSQL: never, its planner judges by its statistics.
    expect(await common('Co', 0)).toBe(false);
    // Reading the rows in order with the text checked finds the same rows as the index does.
    const byOrder = await api.app.db
      .selectFrom('audit_log')
      .select('id')
      .where(containsText(api.app.db, 'audit_log', columns, tag, { byIndex: false }))
      .execute();
    expect(byOrder.map((row) => row.id).sort()).toEqual((await found(tag)).sort());
  });
});
