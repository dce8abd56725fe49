import {
  API_PATHS,
  ApiErrorSchema,
  AuditLogPageSchema,
  HOLIDAY_MESSAGES,
  HolidayPageSchema,
  HolidaySchema,
  todayIsoDate,
} from '@smartmove/contract';
import { expect, it } from 'vitest';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

describeOnEngines('office holidays', (engine) => {
  const api = useTestApp(engine);
  const { employee, admin, recruiter, manager } = api.users;

  const year = Number(todayIsoDate().slice(0, 4));

  it('seeds Seattle with US federal holidays and Pune with Indian national holidays, both with 25 December', async () => {
    for (const calendarYear of [year, year + 1]) {
      const seattle = HolidayPageSchema.parse(
        (
          await api
            .as(admin)
            .get(API_PATHS.getHolidays, { office: 'seattle', year: String(calendarYear), pageSize: '50' })
        ).json(),
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
        (
          await api.as(admin).get(API_PATHS.getHolidays, { office: 'pune', year: String(calendarYear) })
        ).json(),
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
    const added = await api.as(admin).post(API_PATHS.addHoliday, { office: 'pune', date, name: 'Holi' });
    expect(added.statusCode).toBe(201);
    const holiday = HolidaySchema.parse(added.json());
    expect(holiday).toMatchObject({ office: 'pune', date, name: 'Holi' });

    const duplicate = await api.as(admin).post(API_PATHS.addHoliday, { office: 'pune', date, name: 'Again' });
    expect(duplicate.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(duplicate.json()).errors?.date).toBe(HOLIDAY_MESSAGES.duplicate);
    // Another office may have the same date.
    const seattle = await api
      .as(admin)
      .post(API_PATHS.addHoliday, { office: 'seattle', date, name: 'Team day' });
    expect(seattle.statusCode).toBe(201);

    const removed = await api.as(admin).post(API_PATHS.removeHoliday, { id: holiday.id });
    expect(removed.json()).toEqual({ id: holiday.id, removed: true });
    expect((await api.as(admin).post(API_PATHS.removeHoliday, { id: holiday.id })).statusCode).toBe(404);
    const pune = HolidayPageSchema.parse(
      (await api.as(admin).get(API_PATHS.getHolidays, { office: 'pune', year: String(year + 1) })).json(),
    );
    expect(pune.items.map((item) => item.date)).not.toContain(date);

    const audit = AuditLogPageSchema.parse(
      (await api.as(admin).get(API_PATHS.getAuditLog, { pageSize: '20' })).json(),
    );
    const lines = audit.items.filter((line) => line.recordId === holiday.id);
    expect(lines.map((line) => line.action)).toEqual(['removed holiday', 'added holiday']);
    expect(lines[0]?.recordLabel).toBe(`Pune, ${date} Holi`);
  });

  it('validates with field errors', async () => {
    const response = await api.as(admin).post(API_PATHS.addHoliday, {
      office: 'paris',
      date: '2026-02-30',
      name: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).errors).toMatchObject({
      office: HOLIDAY_MESSAGES.office,
      name: HOLIDAY_MESSAGES.name,
    });
    expect((await api.as(admin).get(API_PATHS.getHolidays, {})).statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to anybody but an admin', async () => {
    const add = { office: 'seattle', date: `${year + 1}-04-01`, name: 'x' };
    expect((await api.anonymous.get(API_PATHS.getHolidays, { office: 'seattle' })).statusCode).toBe(401);
    expect((await api.anonymous.post(API_PATHS.addHoliday, add)).statusCode).toBe(401);
    expect((await api.anonymous.post(API_PATHS.removeHoliday, { id: 'x' })).statusCode).toBe(401);
    for (const user of [employee, recruiter, manager]) {
      expect((await api.as(user).get(API_PATHS.getHolidays, { office: 'seattle' })).statusCode).toBe(403);
      expect((await api.as(user).post(API_PATHS.addHoliday, add)).statusCode).toBe(403);
      expect((await api.as(user).post(API_PATHS.removeHoliday, { id: 'x' })).statusCode).toBe(403);
    }
  });
});
