import { MESSAGES, MESSAGE_TYPES } from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, localIsoDate, toContactMessage } from './booking-request';
import { createBookingRequestSchema } from './booking-validation';

const schema = createBookingRequestSchema(() => '2030-06-15');
const VALID = {
  pro_firstname: 'Meera',
  pro_lastname: 'Kulkarni',
  pro_email: 'meera@example.com',
  packageId: 'wedding',
  eventDate: '2030-12-01',
  guests: '150',
  venue: 'Pune',
  details: 'Three functions over two days.',
};

function errorsOf(input: Record<string, string>) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  // The form shows the first message of each field, as the resolver does.
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('booking request schema', () => {
  it('accepts a complete request', () => {
    expect(schema.safeParse(VALID).success).toBe(true);
  });

  it('uses the contact form messages for names and e-mail', () => {
    expect(errorsOf({ ...VALID, pro_firstname: '', pro_lastname: '', pro_email: 'nope' })).toEqual({
      pro_firstname: MESSAGES.contact.firstName,
      pro_lastname: MESSAGES.contact.lastName,
      pro_email: MESSAGES.contact.emailInvalid,
    });
  });

  it('requires a package, a date that is not in the past and a sensible guest count', () => {
    expect(errorsOf({ ...VALID, packageId: '' })).toEqual({ packageId: BOOKING_MESSAGES.package });
    expect(errorsOf({ ...VALID, eventDate: '' })).toEqual({ eventDate: BOOKING_MESSAGES.eventDate });
    expect(errorsOf({ ...VALID, eventDate: '2030-06-14' })).toEqual({
      eventDate: BOOKING_MESSAGES.eventDatePast,
    });
    expect(errorsOf({ ...VALID, eventDate: '2030-06-15' })).toEqual({});
    // Up to two years ahead, as every date people enter (a day of slack for the clock).
    expect(errorsOf({ ...VALID, eventDate: '2032-06-16' })).toEqual({});
    expect(errorsOf({ ...VALID, eventDate: '2032-06-17' })).toEqual({
      eventDate: BOOKING_MESSAGES.eventDateTooFar,
    });
    expect(errorsOf({ ...VALID, eventDate: '9999-12-30' })).toEqual({
      eventDate: BOOKING_MESSAGES.eventDateTooFar,
    });
    expect(errorsOf({ ...VALID, guests: '' })).toEqual({ guests: BOOKING_MESSAGES.guests });
    expect(errorsOf({ ...VALID, guests: '0' })).toEqual({ guests: BOOKING_MESSAGES.guestsInvalid });
    expect(errorsOf({ ...VALID, guests: '12.5' })).toEqual({ guests: BOOKING_MESSAGES.guestsInvalid });
    expect(errorsOf({ ...VALID, guests: '5001' })).toEqual({ guests: BOOKING_MESSAGES.guestsInvalid });
  });
});

describe('toContactMessage', () => {
  it('sends a general contact message with the booking details in pro_message', () => {
    const message = toContactMessage(schema.parse(VALID));
    expect(message).toEqual({
      pro_firstname: 'Meera',
      pro_lastname: 'Kulkarni',
      pro_email: 'meera@example.com',
      pro_messagetype: MESSAGE_TYPES.contact,
      pro_message: [
        'Booking request: Wedding (₹50k)',
        'Event date: 2030-12-01',
        'Guests: 150',
        'City or venue: Pune',
        'Details: Three functions over two days.',
      ].join('\n'),
    });
    expect(message.pro_messagetype).toBe(166110000);
  });

  it('leaves out the optional lines when they are empty', () => {
    const message = toContactMessage(schema.parse({ ...VALID, venue: '', details: '' }));
    expect(message.pro_message).toBe('Booking request: Wedding (₹50k)\nEvent date: 2030-12-01\nGuests: 150');
  });
});

describe('localIsoDate', () => {
  it('formats a date as YYYY-MM-DD', () => {
    expect(localIsoDate(new Date(2031, 0, 9, 23, 30))).toBe('2031-01-09');
  });
});
