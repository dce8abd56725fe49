import { randomUUID } from 'node:crypto';
import {
  API_PATHS,
  CalendarFeedSchema,
  CalendarFeedsSchema,
  USER_TYPES,
  type CalendarFeedKind,
} from '@smartmove/contract';
import ical, { type VEvent } from 'node-ical';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser, type TestUser } from '../../test/portal-users.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

const TRICKY_NAME = 'Founders, Day; with\nnew line';
const LONG_NAME = `A very long holiday name ${'that goes on '.repeat(8)}and ends here`;

function events(body: string): VEvent[] {
  return Object.values(ical.sync.parseICS(body)).filter((item): item is VEvent => item?.type === 'VEVENT');
}

/** RFC 5545 §3.1: content lines are at most 75 octets (CRLF excluded). */
function expectFolded(body: string) {
  expect(body).toContain('\r\n');
  for (const line of body.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
}

function expectValidEvents(list: VEvent[]) {
  expect(list.length).toBeGreaterThan(0);
  for (const event of list) {
    expect(event.uid).toMatch(/^(leave|holiday)-[0-9a-f-]+@/);
    expect(event.dtstamp).toBeInstanceOf(Date);
    expect(event.start).toBeInstanceOf(Date);
    // All-day: DTSTART;VALUE=DATE.
    expect(event.datetype).toBe('date');
  }
}

describeOnEngines('calendar feeds', (engine) => {
  const api = useTestApp(engine);
  let manager: TestUser;
  let report: TestUser;
  const leaveIds: Record<string, string> = {};

  async function addLeave(user: TestUser, status: string, from: string, to: string, reason: string) {
    const id = randomUUID();
    await api.app.db
      .insertInto('leave_requests')
      .values({
        id,
        user_id: user.id,
        leave_type: 'pto',
        from_date: from,
        to_date: to,
        days: 1,
        reason,
        status,
        created_at: '2026-01-10T09:00:00.000Z',
        decided_by: null,
        decided_at: status === 'pending' ? null : '2026-01-11T09:00:00.000Z',
        decision_reason: null,
      })
      .execute();
    leaveIds[status] = id;
  }

  const feeds = async (user: TestUser) =>
    CalendarFeedsSchema.parse((await api.as(user).get(API_PATHS.getCalendarFeeds)).json());
  const reset = (user: TestUser, kind: CalendarFeedKind) =>
    api.as(user).post(API_PATHS.resetCalendarFeed, { kind });
  const fetchFeed = (path: string, headers: Record<string, string> = {}) =>
    api.anonymous.inject({ method: 'GET', url: path, headers });

  beforeAll(async () => {
    manager = await insertUser(api.app, USER_TYPES.employee, undefined, { staffRoles: ['approver'] });
    report = await insertUser(api.app, USER_TYPES.employee, undefined, { managerId: manager.id });
    await api.app.db.updateTable('users').set({ name: 'Riley Report' }).where('id', '=', report.id).execute();
    await addLeave(report, 'approved', '2031-03-03', '2031-03-05', 'Secret approved reason');
    await addLeave(report, 'pending', '2031-04-07', '2031-04-07', 'Waiting reason');
    await addLeave(report, 'rejected', '2031-05-05', '2031-05-06', 'Rejected reason');
    await addLeave(report, 'cancelled', '2031-06-02', '2031-06-02', 'Cancelled reason');
    for (const [date, name] of [
      ['2031-07-04', TRICKY_NAME],
      ['2031-07-07', LONG_NAME],
    ] as const) {
      await api.app.db
        .insertInto('office_holidays')
        .values({
          id: randomUUID(),
          office: 'seattle',
          date,
          name,
          created_at: '2026-01-01T00:00:00.000Z',
          created_by: null,
        })
        .execute();
    }
  });

  describe('office holidays', () => {
    it('answers an all-day event per holiday, folded and escaped, with an ETag', async () => {
      const response = await fetchFeed('/calendar/holidays/seattle.ics');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['cache-control']).toMatch(/^public/);
      expectFolded(response.body);
      expect(response.body).toContain('Founders\\, Day\\; with\\nnew line');
      const list = events(response.body);
      expectValidEvents(list);
      const tricky = list.find((event) => event.summary === TRICKY_NAME);
      expect(tricky?.start.toISOString().slice(0, 10)).toBe('2031-07-04');
      expect(response.body).toMatch(/DTSTART;VALUE=DATE:20310704\r\nDTEND;VALUE=DATE:20310705/);
      expect(list.some((event) => event.summary === LONG_NAME)).toBe(true);

      const again = await fetchFeed('/calendar/holidays/seattle.ics', {
        'if-none-match': String(response.headers.etag),
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      const pune = await fetchFeed('/calendar/holidays/pune.ics');
      expect(pune.statusCode).toBe(200);
      expect(pune.body).not.toContain('Founders');
    });

    it('answers 404 for an unknown office', async () => {
      expect((await fetchFeed('/calendar/holidays/london.ics')).statusCode).toBe(404);
      expect((await fetchFeed('/calendar/holidays/seattle.txt')).statusCode).toBe(404);
    });
  });

  describe('personal and team feeds', () => {
    it("the person's own feed: approved CONFIRMED, waiting TENTATIVE, never rejected or cancelled, and holidays", async () => {
      const { personal, team } = await feeds(report);
      expect(team).toBeNull();
      expect(personal.path).toMatch(/^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      // Shown again alike: the URL is derived, not drawn anew.
      expect((await feeds(report)).personal.path).toBe(personal.path);

      const response = await fetchFeed(personal.path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, max-age=900');
      expectFolded(response.body);
      const list = events(response.body);
      expectValidEvents(list);
      const byUid = (id: string | undefined) => list.find((event) => event.uid.startsWith(`leave-${id}@`));
      expect(byUid(leaveIds.approved)?.status).toBe('CONFIRMED');
      expect(byUid(leaveIds.approved)?.end?.toISOString().slice(0, 10)).toBe('2031-03-06');
      expect(byUid(leaveIds.pending)?.status).toBe('TENTATIVE');
      expect(byUid(leaveIds.rejected)).toBeUndefined();
      expect(byUid(leaveIds.cancelled)).toBeUndefined();
      expect(list.some((event) => event.summary === TRICKY_NAME)).toBe(true);

      const cached = await fetchFeed(personal.path, { 'if-none-match': String(response.headers.etag) });
      expect(cached.statusCode).toBe(304);
    });

    it("the approver's team feed: approved leave titled '<name> — Out of office', no type or reason", async () => {
      const { personal, team } = await feeds(manager);
      expect(team).not.toBeNull();
      expect(team?.path).not.toBe(personal.path);
      const response = await fetchFeed(team?.path ?? '');
      expect(response.statusCode).toBe(200);
      const list = events(response.body);
      expectValidEvents(list);
      expect(list.map((event) => [event.uid.split('@')[0], event.summary, event.status])).toEqual([
        [`leave-${leaveIds.approved}`, 'Riley Report — Out of office', 'CONFIRMED'],
      ]);
      expect(response.body).not.toMatch(/reason|Paid time off/i);
      // A person who manages nobody has no team calendar.
      expect((await reset(report, 'team')).statusCode).toBe(403);
    });

    it('"Reset link" gives a new URL; the old one answers 404', async () => {
      const before = (await feeds(manager)).team?.path ?? '';
      const response = await reset(manager, 'team');
      expect(response.statusCode).toBe(200);
      const after = CalendarFeedSchema.parse(response.json()).path;
      expect(after).not.toBe(before);
      expect((await feeds(manager)).team?.path).toBe(after);
      expect((await fetchFeed(before)).statusCode).toBe(404);
      expect((await fetchFeed(after)).statusCode).toBe(200);
      const audit = await api.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'reset calendar link')
        .execute();
      expect(audit.length).toBeGreaterThan(0);
    });

    it('an unknown token answers 404, and the feed calls need a signed-in person', async () => {
      expect((await fetchFeed(`/calendar/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
      expect((await fetchFeed('/calendar/nothing.ics')).statusCode).toBe(404);
      expect((await api.anonymous.get(API_PATHS.getCalendarFeeds)).statusCode).toBe(401);
    });
  });
});
