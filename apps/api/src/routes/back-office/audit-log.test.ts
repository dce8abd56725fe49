import { API_PATHS, AUDIT_LOG_MESSAGES, ApiErrorSchema, AuditLogPageSchema } from '@smartmove/contract';
import { beforeAll, expect, it } from 'vitest';
import { addAuditLine, auditActionsOf } from '../../test/audit-lines.js';
import type { TestUser } from '../../test/portal-users.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

describeOnEngines('audit log search and export', (engine) => {
  const api = useTestApp(engine);
  const { employee, partner, admin, recruiter, manager } = api.users;

  const insertLine = (at: string, actorName: string, action: string, recordLabel: string) =>
    addAuditLine(api.app, { at, actorName, action, recordLabel });

  beforeAll(async () => {
    await insertLine('2030-01-01T10:00:00.000Z', 'Zed Quokka', 'closed job', 'Quokka "wrangler", senior');
    await insertLine(
      '2030-01-02T10:00:00.000Z',
      'Zed Quokka',
      'sent offer',
      '=HYPERLINK("http://evil.example")',
    );
    await insertLine('2030-01-03T10:00:00.000Z', 'Ada Admin', 'approved claim', '100%_quokka');
  });

  const search = async (text: string, query: Record<string, string> = {}) => {
    const response = await api.as(admin).get(API_PATHS.getAuditLog, { search: text, ...query });
    expect(response.statusCode, response.body).toBe(200);
    return AuditLogPageSchema.parse(response.json());
  };

  it('is for admins only: 401 without a token, 403 for anyone else', async () => {
    for (const url of [API_PATHS.getAuditLog, API_PATHS.exportAuditLog]) {
      expect((await api.anonymous.get(url)).statusCode).toBe(401);
      for (const user of [employee, partner, recruiter, manager] as TestUser[]) {
        expect((await api.as(user).get(url)).statusCode).toBe(403);
      }
    }
  });

  it('searches who, the action and the record on the server, paged, newest first', async () => {
    const byWho = await search('QUOKKA', { pageSize: '2' });
    expect(byWho.total).toBe(3);
    expect(byWho.items.map((line) => line.action)).toEqual(['approved claim', 'sent offer']);
    const second = await search('quokka', { pageSize: '2', page: '2' });
    expect(second.items.map((line) => line.action)).toEqual(['closed job']);
    // Next and Previous: from the cursors the pages give.
    expect(byWho).toMatchObject({ totalCapped: false, newer: null });
    const next = await search('quokka', { pageSize: '2', page: '2', after: byWho.older! });
    expect(next).toMatchObject({ items: second.items, older: null });
    const previous = await search('quokka', { pageSize: '2', page: '1', before: next.newer! });
    expect(previous.items).toEqual(byWho.items);
    for (const cursor of [{ after: 'page-2' }, { after: byWho.older!, before: byWho.older! }]) {
      const refused = await api.as(admin).get(API_PATHS.getAuditLog, cursor);
      expect(refused.statusCode, refused.body).toBe(400);
    }
    expect((await search('sent off')).items.map((line) => line.actorName)).toEqual(['Zed Quokka']);
    // % and _ are literal text, not wildcards.
    expect((await search('100%_')).items.map((line) => line.recordLabel)).toEqual(['100%_quokka']);
    expect((await search('0%q')).total).toBe(0);
    expect((await api.as(admin).get(API_PATHS.getAuditLog, { search: 'x'.repeat(201) })).statusCode).toBe(
      400,
    );
  });

  it('exports what the search selects as a formula-safe CSV, and audits the export', async () => {
    const response = await api.as(admin).get(API_PATHS.exportAuditLog, { search: 'zed quokka' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=audit-log-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(response.body.slice(1)).toBe(
      [
        'When,Who,Action,Record kind,Record',
        `2030-01-02T10:00:00.000Z,Zed Quokka,sent offer,job,"'=HYPERLINK(""http://evil.example"")"`,
        '2030-01-01T10:00:00.000Z,Zed Quokka,closed job,job,"Quokka ""wrangler"", senior"',
        '',
      ].join('\r\n'),
    );
    expect(await auditActionsOf(api.app, null)).toContain('Ada Admin exported audit log 2 lines');
  });

  it('filters by time: from (included) to (left out), with the search, paged and exported alike', async () => {
    const jan2 = { from: '2030-01-02T00:00:00.000Z', to: '2030-01-03T00:00:00.000Z' };
    expect((await search('quokka', jan2)).items.map((line) => line.action)).toEqual(['sent offer']);
    // An instant with an offset is read as the instant it names: from 01:30 UTC on 1 January to 10:00 on the 3rd.
    const since = await search('quokka', { from: '2030-01-01T02:00:00+00:30', to: '2030-01-03T10:00:00Z' });
    expect(since.items.map((line) => line.action)).toEqual(['sent offer', 'closed job']);
    // Without a search: the lines of those days only, whatever else the log holds; paged by cursor within them.
    const days = { from: '2030-01-01T00:00:00.000Z', to: '2030-01-04T00:00:00.000Z' };
    const first = AuditLogPageSchema.parse(
      (await api.as(admin).get(API_PATHS.getAuditLog, { ...days, pageSize: '2' })).json(),
    );
    expect(first.total).toBe(3);
    expect(first.items.map((line) => line.action)).toEqual(['approved claim', 'sent offer']);
    const next = AuditLogPageSchema.parse(
      (
        await api
          .as(admin)
          .get(API_PATHS.getAuditLog, { ...days, pageSize: '2', page: '2', after: first.older! })
      ).json(),
    );
    expect(next).toMatchObject({ older: null, items: [expect.objectContaining({ action: 'closed job' })] });
    expect((await search('quokka', { from: '2030-01-03T10:00:00.001Z' })).total).toBe(0);
    expect((await search('quokka', { to: '2030-01-01T10:00:00.000Z' })).total).toBe(0);

    const csv = await api.as(admin).get(API_PATHS.exportAuditLog, { search: 'quokka', ...jan2 });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.split('\r\n').slice(1, -1)).toEqual([
      `2030-01-02T10:00:00.000Z,Zed Quokka,sent offer,job,"'=HYPERLINK(""http://evil.example"")"`,
    ]);
  });

  it('refuses a time that is not an instant, and To before From, with the field and its message', async () => {
    for (const url of [API_PATHS.getAuditLog, API_PATHS.exportAuditLog]) {
      for (const [query, errors] of [
        [{ from: '2030-01-02' }, { from: AUDIT_LOG_MESSAGES.instant }],
        [{ to: 'yesterday' }, { to: AUDIT_LOG_MESSAGES.instant }],
        [{ from: '2030-02-30T00:00:00Z' }, { from: AUDIT_LOG_MESSAGES.instant }],
        [
          { from: '2030-01-03T00:00:00.000Z', to: '2030-01-02T00:00:00.000Z' },
          { to: AUDIT_LOG_MESSAGES.dateOrder },
        ],
      ] as const) {
        const refused = await api.as(admin).get(url, query);
        expect(refused.statusCode, `${url} ${JSON.stringify(query)}`).toBe(400);
        expect(ApiErrorSchema.parse(refused.json()).errors).toEqual(errors);
      }
    }
  });
});
