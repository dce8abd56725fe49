import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { addAuditLine } from '../test/audit-lines.js';
import { describeOnEngines, useTestApp } from '../test/test-api.js';
import { createAuditLogRepository } from '../test/test-repositories.js';

describeOnEngines('audit log pages', (engine) => {
  const api = useTestApp(engine);
  const tag = `Pager${randomUUID().slice(0, 8)}`;
  /** The tagged lines' labels, newest first; two share a time (ordered by id). */
  let newestFirst: string[] = [];

  beforeAll(async () => {
    const lines: { at: string; label: string; id?: string }[] = [];
    for (let index = 0; index < 7; index += 1) {
      const at = `2031-03-0${index + 1}T09:00:00.000Z`;
      lines.push({ at, label: `${tag} ${index}` });
    }
    lines.push({ at: lines[3]!.at, label: `${tag} 3b` });
    for (const line of lines) {
      line.id = await addAuditLine(api.app, {
        at: line.at,
        actorName: 'Ada Admin',
        action: 'closed job',
        recordLabel: line.label,
      });
    }
    newestFirst = lines
      .sort((one, other) =>
        one.at === other.at ? (one.id! < other.id! ? 1 : -1) : one.at < other.at ? 1 : -1,
      )
      .map((line) => line.label);
  });

  it('pages by cursor both ways, with a total counted up to the cap', async () => {
    // A cap below the matches: the count stops there; on SQLite the text counts as common and its lines are
    // read in their order.
    const auditLog = createAuditLogRepository(api.app.db, { countCap: 5, commonText: 5 });
    const labels = (page: { items: { recordLabel: string }[] }) => page.items.map((line) => line.recordLabel);
    const first = await auditLog.list({ search: tag, page: 1, pageSize: 3 });
    expect(labels(first)).toEqual(newestFirst.slice(0, 3));
    expect(first).toMatchObject({ total: 5, totalCapped: true, newer: null });
    const second = await auditLog.list({ search: tag, page: 2, pageSize: 3, after: first.older! });
    expect(labels(second)).toEqual(newestFirst.slice(3, 6));
    expect(second.newer).not.toBeNull();
    const third = await auditLog.list({ search: tag, page: 3, pageSize: 3, after: second.older! });
    expect(labels(third)).toEqual(newestFirst.slice(6));
    expect(third.older).toBeNull();
    // Previous from the last page, then from the second: back to the first, which has nothing newer.
    const back = await auditLog.list({ search: tag, page: 2, pageSize: 3, before: third.newer! });
    expect(labels(back)).toEqual(labels(second));
    const front = await auditLog.list({ search: tag, page: 1, pageSize: 3, before: back.newer! });
    expect(labels(front)).toEqual(labels(first));
    expect(front.newer).toBeNull();
    // A page by its number alone skips the offset and reads the same lines.
    expect(labels(await auditLog.list({ search: tag, page: 2, pageSize: 3 }))).toEqual(labels(second));
  });

  it('counts exactly below the cap, and pages a text read through the index alike', async () => {
    const auditLog = createAuditLogRepository(api.app.db, { countCap: 100 });
    const first = await auditLog.list({ search: tag, page: 1, pageSize: 3 });
    expect(first).toMatchObject({ total: 8, totalCapped: false });
    const second = await auditLog.list({ search: tag, page: 2, pageSize: 3, after: first.older! });
    expect(second.items.map((line) => line.recordLabel)).toEqual(newestFirst.slice(3, 6));
    expect(await auditLog.list({ search: `${tag} 3`, page: 1, pageSize: 3 })).toMatchObject({
      total: 2,
      totalCapped: false,
      older: null,
    });
  });

  it('counts a common text within some days, and pages them', async () => {
    // On SQLite the text counts as common (its lines read in their order); the days hold four of its lines.
    const auditLog = createAuditLogRepository(api.app.db, { countCap: 5, commonText: 5 });
    const days = { from: '2031-03-02T00:00:00.000Z', to: '2031-03-05T00:00:00.000Z' };
    const first = await auditLog.list({ search: tag, ...days, page: 1, pageSize: 3 });
    expect(first).toMatchObject({ total: 4, totalCapped: false });
    const within = newestFirst.filter((label) => /\s(1|2|3|3b)$/.test(label));
    expect(first.items.map((line) => line.recordLabel)).toEqual(within.slice(0, 3));
    const next = await auditLog.list({ search: tag, ...days, page: 2, pageSize: 3, after: first.older! });
    expect(next.items.map((line) => line.recordLabel)).toEqual(within.slice(3));
    expect(next.older).toBeNull();
  });

  it('exports every line of a common text, newest first, in batches, with their count', async () => {
    const auditLog = createAuditLogRepository(api.app.db, { countCap: 2, commonText: 2 });
    const selected = await auditLog.exportOf({ search: tag }, 3);
    expect(await selected.count()).toBe(newestFirst.length);
    const exported: string[] = [];
    for await (const batch of selected.lines()) exported.push(...batch.map((line) => line.recordLabel));
    expect(exported).toEqual(newestFirst);
  });
});
