import ical, { type VEvent } from 'node-ical';
import { interviewStartInstant } from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import {
  buildInterviewInvitation,
  interviewUid,
  invitationAttachment,
  isKnownTimeZone,
  type InterviewInvitation,
} from './interview-invitation.js';

const INVITATION: InterviewInvitation = {
  method: 'REQUEST',
  uid: interviewUid('0192a4b6-1d2e-7c3f-9a8b-7c6d5e4f3a2b', 'www.smartmove.example.com'),
  sequence: 0,
  // 15:30 in Pune.
  start: new Date('2026-12-03T10:00:00.000Z'),
  durationMinutes: 45,
  timeZone: 'Asia/Kolkata',
  summary: 'Interview: Senior data engineer, Contoso Retail; Priya Sharma',
  description: 'A technical interview with the client, about Spark and Databricks.',
  meetingUrl: 'https://meet.example.com/abc-defg-hij?pwd=Xy7-long-enough-to-be-folded-by-the-generator',
  organizer: { name: 'Rita Recruiter', email: 'rita@smartmove.example.com' },
  attendees: [
    { name: 'Priya Sharma', email: 'priya@example.com' },
    { name: 'Ivan Interviewer', email: 'ivan@contoso.example' },
  ],
  stamp: new Date('2026-12-01T09:00:00.000Z'),
};

/** The one event of an iCalendar text, read by node-ical, and the text's unfolded lines. */
function parse(text: string) {
  const events = Object.values(ical.sync.parseICS(text)).filter(
    (item): item is VEvent => item?.type === 'VEVENT',
  );
  expect(events).toHaveLength(1);
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  return { event: events[0] as VEvent, lines };
}

describe('interview invitation (iCalendar)', () => {
  it('is a REQUEST with the UID, SEQUENCE, times in the interview’s zone with its VTIMEZONE, organizer, attendees and URL', () => {
    const text = buildInterviewInvitation(INVITATION);
    const { event, lines } = parse(text);
    expect(lines).toContain('METHOD:REQUEST');
    expect(event.uid).toBe('interview-0192a4b6-1d2e-7c3f-9a8b-7c6d5e4f3a2b@www.smartmove.example.com');
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('DTSTAMP:20261201T090000Z');
    // Written as the clock in Pune reads, with the zone named and described.
    expect(lines).toContain('DTSTART;TZID=Asia/Kolkata:20261203T153000');
    expect(lines).toContain('DTEND;TZID=Asia/Kolkata:20261203T161500');
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Asia/Kolkata');
    expect(lines).toContain('TZOFFSETTO:+0530');
    // The same instants, as a calendar reads them.
    expect(event.start.toISOString()).toBe('2026-12-03T10:00:00.000Z');
    expect(event.end?.toISOString()).toBe('2026-12-03T10:45:00.000Z');
    expect(event.summary).toBe(INVITATION.summary);
    expect(lines).toContain(`URL;VALUE=URI:${INVITATION.meetingUrl}`);
    expect(event.location).toBe(INVITATION.meetingUrl);
    expect(event.description).toContain(`Join: ${INVITATION.meetingUrl}`);
    expect(event.status).toBe('CONFIRMED');
    expect(lines).toContain('ORGANIZER;CN="Rita Recruiter":mailto:rita@smartmove.example.com');
    const attendees = lines.filter((line) => line.startsWith('ATTENDEE'));
    expect(attendees).toHaveLength(2);
    for (const [index, person] of INVITATION.attendees.entries()) {
      expect(attendees[index]).toMatch(/ROLE=REQ-PARTICIPANT/);
      expect(attendees[index]).toMatch(/PARTSTAT=NEEDS-ACTION/);
      expect(attendees[index]).toMatch(/RSVP=TRUE/);
      expect(attendees[index]).toContain(`CN="${person.name}"`);
      expect(attendees[index]).toMatch(new RegExp(`:mailto:${person.email}$`, 'i'));
    }
    // The text's own form: CRLF lines of at most 75 octets, commas and semicolons escaped in text values.
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines).toContain('SUMMARY:Interview: Senior data engineer\\, Contoso Retail\\; Priya Sharma');
  });

  it('keeps the UID and raises SEQUENCE when rescheduled, and cancels the same event', () => {
    const moved = parse(
      buildInterviewInvitation({
        ...INVITATION,
        sequence: 1,
        start: new Date('2026-12-04T05:30:00.000Z'),
        stamp: new Date('2026-12-02T09:00:00.000Z'),
      }),
    );
    expect(moved.event.uid).toBe(parse(buildInterviewInvitation(INVITATION)).event.uid);
    expect(moved.lines).toContain('SEQUENCE:1');
    expect(moved.lines).toContain('DTSTART;TZID=Asia/Kolkata:20261204T110000');

    const cancelled = parse(buildInterviewInvitation({ ...INVITATION, method: 'CANCEL', sequence: 2 }));
    expect(cancelled.lines).toContain('METHOD:CANCEL');
    expect(cancelled.lines).toContain('SEQUENCE:2');
    expect(cancelled.lines).toContain('STATUS:CANCELLED');
    expect(cancelled.event.uid).toBe(moved.event.uid);
    expect(cancelled.lines.filter((line) => line.startsWith('ATTENDEE'))).toHaveLength(2);
    expect(cancelled.lines.some((line) => line.includes('RSVP=TRUE'))).toBe(false);
  });

  it('writes a zone with summer time with both of its rules, and refuses an unknown zone or a bad sequence', () => {
    const { lines } = parse(
      buildInterviewInvitation({
        ...INVITATION,
        timeZone: 'America/Los_Angeles',
        start: new Date('2026-07-01T16:00:00.000Z'),
      }),
    );
    expect(lines).toContain('DTSTART;TZID=America/Los_Angeles:20260701T090000');
    expect(lines).toContain('BEGIN:DAYLIGHT');
    expect(lines).toContain('BEGIN:STANDARD');
    expect(isKnownTimeZone('America/Los_Angeles')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(() => buildInterviewInvitation({ ...INVITATION, timeZone: 'Mars/Olympus_Mons' })).toThrow(
      /unknown time zone/,
    );
    expect(() => buildInterviewInvitation({ ...INVITATION, sequence: -1 })).toThrow(/sequence/);
  });

  it('is attached as invite.ics, typed text/calendar with its method', () => {
    const attachment = invitationAttachment(INVITATION);
    expect(attachment.filename).toBe('invite.ics');
    expect(attachment.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(attachment.content.toString('utf8')).toBe(buildInterviewInvitation(INVITATION));
  });
});

describe('a date and time on the clock of a zone', () => {
  it('is the instant that clock reads it, across summer time', () => {
    expect(interviewStartInstant('2026-12-03T15:30', 'Asia/Kolkata')).toBe('2026-12-03T10:00:00.000Z');
    expect(interviewStartInstant('2026-07-01T09:00', 'America/Los_Angeles')).toBe('2026-07-01T16:00:00.000Z');
    expect(interviewStartInstant('2026-12-01T09:00', 'America/Los_Angeles')).toBe('2026-12-01T17:00:00.000Z');
    // The day summer time starts, after the change.
    expect(interviewStartInstant('2026-03-08T12:00', 'America/Los_Angeles')).toBe('2026-03-08T19:00:00.000Z');
    // A time the clocks skip, and one they show twice.
    expect(interviewStartInstant('2026-03-08T02:30', 'America/Los_Angeles')).toBe('2026-03-08T10:30:00.000Z');
    expect(interviewStartInstant('2026-11-01T01:30', 'America/Los_Angeles')).toBe('2026-11-01T08:30:00.000Z');
  });
});
