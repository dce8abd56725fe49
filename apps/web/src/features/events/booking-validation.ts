import { zodResolver } from '@hookform/resolvers/zod';
import { ContactFormSchema, isIsoDate, latestEnteredDate } from '@smartmove/contract';
import { z } from '@smartmove/contract';
import {
  BOOKING_DETAILS_MAX,
  BOOKING_GUESTS_MAX,
  BOOKING_MESSAGES,
  localIsoDate,
  type BookingRequest,
} from './booking-request';
import { EVENT_PACKAGES } from './event-packages';

/**
 * The booking form's schema, loaded on demand by the form (see lazyResolver) with zod: the page hydrates
 * without them.
 */

const packageIds = EVENT_PACKAGES.map((eventPackage) => eventPackage.id) as [string, ...string[]];

/** The booking request form on /book-your-day. */
export function createBookingRequestSchema(today: () => string = () => localIsoDate()) {
  return z.object({
    pro_firstname: ContactFormSchema.shape.pro_firstname,
    pro_lastname: ContactFormSchema.shape.pro_lastname,
    pro_email: ContactFormSchema.shape.pro_email,
    packageId: z.enum(packageIds, { error: BOOKING_MESSAGES.package }),
    eventDate: z
      .string()
      .trim()
      .min(1, { error: BOOKING_MESSAGES.eventDate })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: BOOKING_MESSAGES.eventDate })
      .refine((value) => value >= today(), { error: BOOKING_MESSAGES.eventDatePast })
      .refine((value) => !isIsoDate(value) || value <= latestEnteredDate(today()), {
        error: BOOKING_MESSAGES.eventDateTooFar,
      }),
    guests: z
      .string()
      .trim()
      .min(1, { error: BOOKING_MESSAGES.guests })
      .regex(/^\d+$/, { error: BOOKING_MESSAGES.guestsInvalid })
      .refine((value) => Number(value) >= 1 && Number(value) <= BOOKING_GUESTS_MAX, {
        error: BOOKING_MESSAGES.guestsInvalid,
      }),
    venue: z.string().trim().max(200, { error: BOOKING_MESSAGES.tooLong }),
    details: z.string().trim().max(BOOKING_DETAILS_MAX, { error: BOOKING_MESSAGES.tooLong }),
  }) satisfies z.ZodType<BookingRequest, BookingRequest>;
}

export function createBookingRequestResolver() {
  return zodResolver(createBookingRequestSchema());
}
