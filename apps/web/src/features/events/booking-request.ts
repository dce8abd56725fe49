import { MESSAGE_TYPES, type ContactMessage } from '@smartmove/contract';
import { findEventPackage } from './event-packages';

/** Messages of the booking form's own fields (the name and e-mail fields reuse the contact form's). */
export const BOOKING_MESSAGES = {
  package: 'Please choose a package',
  eventDate: 'Please choose the date of your event',
  eventDatePast: 'The event date cannot be in the past',
  eventDateTooFar: 'Please choose a date within the next two years',
  guests: 'Please enter the number of guests',
  guestsInvalid: 'Please enter a whole number of guests from 1 to 5000',
  tooLong: 'Please keep this under 1000 characters',
} as const;

export const BOOKING_DETAILS_MAX = 1000;
export const BOOKING_GUESTS_MAX = 5000;

/** Today's date (YYYY-MM-DD) in the visitor's own time zone. */
export function localIsoDate(date = new Date()): string {
  const offsetMs = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offsetMs).toISOString().slice(0, 10);
}

/** The booking request form's values (validated by createBookingRequestSchema in ./booking-validation). */
export interface BookingRequest {
  pro_firstname: string;
  pro_lastname: string;
  pro_email: string;
  packageId: string;
  eventDate: string;
  guests: string;
  venue: string;
  details: string;
}

/** Writes the booking into the spec's contact message: a general contact (166110000) with the details in pro_message. */
export function toContactMessage(request: BookingRequest): ContactMessage {
  const eventPackage = findEventPackage(request.packageId);
  const lines = [
    `Booking request: ${eventPackage?.name ?? request.packageId} (${eventPackage?.priceLabel ?? 'price on request'})`,
    `Event date: ${request.eventDate}`,
    `Guests: ${request.guests}`,
  ];
  if (request.venue) lines.push(`City or venue: ${request.venue}`);
  if (request.details) lines.push(`Details: ${request.details}`);
  return {
    pro_firstname: request.pro_firstname,
    pro_lastname: request.pro_lastname,
    pro_email: request.pro_email,
    pro_message: lines.join('\n'),
    pro_messagetype: MESSAGE_TYPES.contact,
  };
}
