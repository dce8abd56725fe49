import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  CALENDAR_PATHS,
  LEAVE_TYPES,
  RECORD_KINDS,
  addDays,
  officeLabel,
  outOfOfficeTitle,
  type CalendarFeed,
  type CalendarFeedKind,
  type CalendarFeeds,
  type OfficeCode,
} from '@smartmove/contract';
import ical, { ICalEventStatus } from 'ical-generator';
import { BRAND_NAME } from '../../config/brand.js';
import {
  createCalendarFeedRepository,
  type CalendarFeedRow,
} from '../../repositories/approvals/calendar-feed-repository.js';
import type { FeedHoliday, FeedLeave } from '../../repositories/approvals/calendar-feed-queries.js';
import { siteUrl } from '../site-links.js';
import { recordChange } from '../record-change.js';
import { loadSecret } from '../operations/secrets.js';
import type { ServiceDeps } from '../service-deps.js';

/** A feed's body and its validator (the ETag is a hash of the body). */
export interface CalendarDocument {
  body: string;
  etag: string;
}

export interface CalendarFeedPerson {
  id: string;
  name: string;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Calendar feeds (docs/product.md#calendar-feeds). A feed's URL carries a secret token, which the database
 * never holds in the clear: the row keeps a random per-person nonce and the token's SHA-256 hash. The token
 * is HMAC-SHA256(server secret, person + kind + nonce), so the server can show the same URL again on My
 * profile (derive it from the nonce) while a leaked database alone yields neither the URL nor a way to forge
 * one; a request is found by hashing its token. "Reset link" draws a new nonce: the token, and so the URL,
 * changes, and the old one no longer matches any hash (404).
 */
export async function createCalendarFeedService(deps: ServiceDeps) {
  const { db, changes, env, queries } = deps;
  const secret = await loadSecret(db, 'calendar-secret', undefined, env.DATA_DIR);
  const host = new URL(siteUrl(env)).hostname;

  const tokenOf = (feed: CalendarFeedRow) =>
    createHmac('sha256', secret).update(`${feed.userId}:${feed.kind}:${feed.nonce}`).digest('base64url');
  const toFeed = (feed: CalendarFeedRow): CalendarFeed => ({
    kind: feed.kind,
    path: CALENDAR_PATHS.feed(tokenOf(feed)),
  });
  const newNonce = () => randomBytes(32).toString('base64url');

  /** The person's feed of that kind, made (and audited) the first time it is asked for. */
  async function ensure(
    person: CalendarFeedPerson,
    kind: CalendarFeedKind,
    now: Date,
  ): Promise<CalendarFeedRow> {
    const existing = await createCalendarFeedRepository(db).findByPerson(person.id, kind);
    if (existing) return existing;
    return changes.run(async (trx) => {
      const feeds = createCalendarFeedRepository(trx);
      const feed = { userId: person.id, kind, nonce: newNonce() };
      if (!(await feeds.create(feed, sha256(tokenOf(feed)), now))) {
        const raced = await feeds.findByPerson(person.id, kind);
        if (raced) return raced;
      }
      await recordChange(trx, {
        actor: person,
        action: 'created calendar link',
        record: { kind: RECORD_KINDS.person, id: person.id, label: person.name },
        at: now,
      });
      return feed;
    });
  }

  function render(
    name: string,
    holidays: readonly FeedHoliday[],
    leave: readonly FeedLeave[],
    team: boolean,
  ) {
    const calendar = ical({ name, prodId: { company: BRAND_NAME, product: 'calendar', language: 'EN' } });
    for (const holiday of holidays) {
      calendar.createEvent({
        id: `holiday-${holiday.id}@${host}`,
        start: new Date(`${holiday.date}T00:00:00Z`),
        end: new Date(`${addDays(holiday.date, 1)}T00:00:00Z`),
        allDay: true,
        summary: holiday.name,
        stamp: new Date(holiday.createdAt),
        status: ICalEventStatus.CONFIRMED,
      });
    }
    for (const item of leave) {
      const type =
        LEAVE_TYPES.find((leaveType) => leaveType.code === item.leaveType)?.label ?? item.leaveType;
      calendar.createEvent({
        id: `leave-${item.id}@${host}`,
        start: new Date(`${item.fromDate}T00:00:00Z`),
        end: new Date(`${addDays(item.toDate, 1)}T00:00:00Z`),
        allDay: true,
        summary: team ? outOfOfficeTitle(item.personName) : type,
        stamp: new Date(item.changedAt),
        status: item.status === 'approved' ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      });
    }
    const body = calendar.toString();
    return { body, etag: `"${sha256(body)}"` };
  }

  return {
    /** An office's public holiday calendar. */
    async holidayFeed(office: OfficeCode): Promise<CalendarDocument> {
      const holidays = await queries.calendarFeeds.officeHolidays(office);
      return render(`${BRAND_NAME} holidays — ${officeLabel(office)}`, holidays, [], false);
    },

    /** The feed a token opens; undefined for an unknown (or reset) token. */
    async feedByToken(token: string): Promise<CalendarDocument | undefined> {
      if (!TOKEN_PATTERN.test(token)) return undefined;
      const feed = await createCalendarFeedRepository(db).findByTokenHash(sha256(token));
      const person = feed && (await queries.users.findById(feed.userId));
      if (!feed || !person) return undefined;
      if (feed.kind === 'team') {
        const leave = await queries.calendarFeeds.teamLeave(person.id);
        return render('Team calendar', [], leave, true);
      }
      const [holidays, leave] = await Promise.all([
        queries.calendarFeeds.officeHolidays(person.office),
        queries.calendarFeeds.ownLeave(person.id),
      ]);
      return render(`${person.name} — ${BRAND_NAME}`, holidays, leave, false);
    },

    /** The person's feed paths: their own, and the team calendar when they manage anybody. */
    async feedsOf(person: CalendarFeedPerson, now: Date = new Date()): Promise<CalendarFeeds> {
      const personal = toFeed(await ensure(person, 'personal', now));
      const team = (await queries.calendarFeeds.managesAnybody(person.id))
        ? toFeed(await ensure(person, 'team', now))
        : null;
      return { personal, team };
    },

    /** Replaces the person's feed URL of that kind; undefined when they may not have that feed. */
    async reset(person: CalendarFeedPerson, kind: CalendarFeedKind, now: Date = new Date()) {
      if (kind === 'team' && !(await queries.calendarFeeds.managesAnybody(person.id))) return undefined;
      await ensure(person, kind, now);
      return changes.run(async (trx) => {
        const feed = { userId: person.id, kind, nonce: newNonce() };
        await createCalendarFeedRepository(trx).update(feed, sha256(tokenOf(feed)));
        await recordChange(trx, {
          actor: person,
          action: 'reset calendar link',
          record: { kind: RECORD_KINDS.person, id: person.id, label: person.name },
          at: now,
        });
        return toFeed(feed);
      });
    },
  };
}

export type CalendarFeedService = Awaited<ReturnType<typeof createCalendarFeedService>>;
