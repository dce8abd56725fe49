import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { BRAND_NAME } from '../../config/brand.js';
import type { MailAttachment } from '../../adapters/mail-provider.js';

export interface InvitationPerson {
  name: string;
  email: string;
}

/** An interview as its invitation (or cancellation) says it. */
export interface InterviewInvitation {
  /** REQUEST invites (and, sent again with a higher sequence, reschedules); CANCEL withdraws it. */
  method: 'REQUEST' | 'CANCEL';
  /** The same for every message about one interview (interviewUid), so that calendars update one event. */
  uid: string;
  /** 0 for the first invitation, raised by each reschedule and by the cancellation. */
  sequence: number;
  /** When the interview starts (an instant). */
  start: Date;
  durationMinutes: number;
  /** The IANA time zone the interview is held in ("Asia/Kolkata"): the event's times are written in it. */
  timeZone: string;
  summary: string;
  description: string;
  meetingUrl: string;
  /** Who sends it: the firm's recruiter; replies of the calendars go to them. */
  organizer: InvitationPerson;
  /** The candidate and the interviewers. */
  attendees: readonly InvitationPerson[];
  /** When this version was made (DTSTAMP). */
  stamp: Date;
}

/** The file name the invitation is attached under. */
export const INVITATION_FILENAME = 'invite.ics';

/** The UID of every invitation about one interview: stable across reschedules and the cancellation. */
export function interviewUid(interviewId: string, host: string): string {
  return `interview-${interviewId}@${host}`;
}

/** Whether `timeZone` is an IANA zone name this runtime knows (and so can write a VTIMEZONE for). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return getVtimezoneComponent(timeZone) !== null;
  } catch {
    return false;
  }
}

/**
 * The iCalendar text (RFC 5545 / iTIP, RFC 5546) of an interview invitation or its cancellation: METHOD,
 * one VEVENT with its UID and SEQUENCE, DTSTART/DTEND with the interview's TZID and that zone's VTIMEZONE
 * (so that every calendar shows the interview at its time, whatever the reader's own zone), ORGANIZER,
 * an ATTENDEE per person (REQUEST asks each to answer), the meeting URL as URL and LOCATION. Written with
 * ical-generator, as the calendar feeds are: it escapes and folds the lines.
 */
export function buildInterviewInvitation(invitation: InterviewInvitation): string {
  if (!Number.isInteger(invitation.sequence) || invitation.sequence < 0) {
    throw new RangeError(`sequence must be a whole number from 0, not ${invitation.sequence}`);
  }
  if (!isKnownTimeZone(invitation.timeZone)) throw new RangeError(`unknown time zone ${invitation.timeZone}`);
  const cancel = invitation.method === 'CANCEL';
  const calendar = ical({
    prodId: { company: BRAND_NAME, product: 'interviews', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // A VTIMEZONE for each event's zone; no zone of the calendar's own, so that DTSTAMP stays in UTC.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  // Zoned dates: ical-generator writes a plain Date with a TZID on the server's own clock, not the zone's.
  const zoned = (instant: Date) => new TZDate(instant.getTime(), invitation.timeZone);
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    stamp: invitation.stamp,
    start: zoned(invitation.start),
    end: zoned(new Date(invitation.start.getTime() + invitation.durationMinutes * 60_000)),
    timezone: invitation.timeZone,
    summary: invitation.summary,
    description: `${invitation.description}\n\nJoin: ${invitation.meetingUrl}`,
    location: invitation.meetingUrl,
    url: invitation.meetingUrl,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: invitation.organizer.name, email: invitation.organizer.email },
    attendees: invitation.attendees.map((person) => ({
      name: person.name,
      email: person.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: !cancel,
    })),
  });
  return calendar.toString();
}

/**
 * The invitation as an e-mail attachment for queueMail: `invite.ics`, typed with its METHOD as iTIP asks
 * (the SMTP provider sends it as the message's invitation, which mail clients offer to accept).
 */
export function invitationAttachment(invitation: InterviewInvitation): MailAttachment {
  return {
    filename: INVITATION_FILENAME,
    contentType: `text/calendar; charset=utf-8; method=${invitation.method}`,
    content: Buffer.from(buildInterviewInvitation(invitation), 'utf8'),
  };
}
