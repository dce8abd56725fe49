import {
  API_PATHS,
  ApiErrorSchema,
  AuditLogPageSchema,
  HOLIDAY_MESSAGES,
  HolidayPageSchema,
  HolidaySchema,
  todayIsoDate,
} from '@smartmove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, staffUsers, type TestUser } from '../../test/portal-users.js';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app.js';

describe.each(TEST_ENGINES)('office holidays on %s', (engine) => {
  let testApp: TestApp;
  let employee: TestUser;
  let admin: TestUser;
  let recruiter: TestUser;
  let manager: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp(engine);
    [employee] = await demoUsers(testApp.app);
    [admin, recruiter, manager] = await staffUsers(testApp.app);
  });
  afterAll(() => testApp.close());

  const year = Number(todayIsoDate().slice(0, 4));
  const list = (user: TestUser | undefined, query: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url: API_PATHS.getHolidays, query, headers: user?.headers ?? {} });
  const post = (url: string, user: TestUser | undefined, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url, headers: user?.headers ?? {}, payload });

  it('seeds Seattle with US federal holidays and Pune with Indian national holidays, both with 25 December', async () => {
    for (const calendarYear of [year, year + 1]) {
      const seattle = HolidayPageSchema.parse(
        (await list(admin, { office: 'seattle', year: String(calendarYear), pageSize: '50' })).json(),
      );
      const names = seattle.items.map((holiday) => holiday.name);
      expect(names).toEqual(
        expect.arrayContaining(['Thanksgiving Day', 'Independence Day', 'Christmas Day']),
      );
      expect(seattle.items).toContainEqual(
        expect.objectContaining({ date: `${calendarYear}-12-25`, name: 'Christmas Day' }),
      );
      const dates = seattle.items.map((holiday) => holiday.date);
      expect(dates).toEqual([...dates].sort());

      const pune = HolidayPageSchema.parse(
        (await list(admin, { office: 'pune', year: String(calendarYear) })).json(),
      );
      expect(pune.items.map((holiday) => [holiday.date, holiday.name])).toEqual([
        [`${calendarYear}-01-26`, 'Republic Day'],
        [`${calendarYear}-08-15`, 'Independence Day'],
        [`${calendarYear}-10-02`, 'Gandhi Jayanti'],
        [`${calendarYear}-12-25`, 'Christmas Day'],
      ]);
    }
  });

  it('adds and removes a holiday, refuses a second one on the same date, and audits both', async () => {
    const date = `${year + 1}-03-09`;
    const added = await post(API_PATHS.addHoliday, admin, { office: 'pune', date, name: 'Holi' });
    expect(added.statusCode).toBe(201);
    const holiday = HolidaySchema.parse(added.json());
    expect(holiday).toMatchObject({ office: 'pune', date, name: 'Holi' });

    const duplicate = await post(API_PATHS.addHoliday, admin, { office: 'pune', date, name: 'Again' });
    expect(duplicate.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(duplicate.json()).errors?.date).toBe(HOLIDAY_MESSAGES.duplicate);
    // Another office may have the same date.
    const seattle = await post(API_PATHS.addHoliday, admin, { office: 'seattle', date, name: 'Team day' });
    expect(seattle.statusCode).toBe(201);

    const removed = await post(API_PATHS.removeHoliday, admin, { id: holiday.id });
    expect(removed.json()).toEqual({ id: holiday.id, removed: true });
    expect((await post(API_PATHS.removeHoliday, admin, { id: holiday.id })).statusCode).toBe(404);
    const pune = HolidayPageSchema.parse(
      (await list(admin, { office: 'pune', year: String(year + 1) })).json(),
    );
    expect(pune.items.map((item) => item.date)).not.toContain(date);

    const audit = AuditLogPageSchema.parse(
      (
        await testApp.app.inject({
          method: 'GET',
          url: API_PATHS.getAuditLog,
          query: { pageSize: '20' },
          headers: admin.headers,
        })
      ).json(),
    );
    const lines = audit.items.filter((line) => line.recordId === holiday.id);
    expect(lines.map((line) => line.action)).toEqual(['removed holiday', 'added holiday']);
    expect(lines[0]?.recordLabel).toBe(`Pune, ${date} Holi`);
  });

  it('validates with field errors', async () => {
    const response = await post(API_PATHS.addHoliday, admin, {
      office: 'paris',
      date: '2026-02-30',
      name: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).errors).toMatchObject({
      office: HOLIDAY_MESSAGES.office,
      name: HOLIDAY_MESSAGES.name,
    });
    expect((await list(admin, {})).statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to anybody but an admin', async () => {
    const add = { office: 'seattle', date: `${year + 1}-04-01`, name: 'x' };
    expect((await list(undefined, { office: 'seattle' })).statusCode).toBe(401);
    expect((await post(API_PATHS.addHoliday, undefined, add)).statusCode).toBe(401);
    expect((await post(API_PATHS.removeHoliday, undefined, { id: 'x' })).statusCode).toBe(401);
    for (const user of [employee, recruiter, manager]) {
      expect((await list(user, { office: 'seattle' })).statusCode).toBe(403);
      expect((await post(API_PATHS.addHoliday, user, add)).statusCode).toBe(403);
      expect((await post(API_PATHS.removeHoliday, user, { id: 'x' })).statusCode).toBe(403);
    }
  });
});
