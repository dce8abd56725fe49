import { PORTAL_MESSAGES } from '../portal.js';
import { isEnteredDateInRange, isIsoDate } from '../portal-dates.js';
import { filledText } from './fields.js';

/** Building blocks of the portal's form schemas (time sheets, leave, expense claims, holidays). */

/** A 'YYYY-MM-DD' calendar date a person enters: from ENTERED_DATE_MIN to two years ahead of today. */
export function isoDate(requiredMessage: string) {
  return filledText(requiredMessage)
    .refine(isIsoDate, { error: PORTAL_MESSAGES.date, abort: true })
    .refine((value) => isEnteredDateInRange(value), { error: PORTAL_MESSAGES.dateOutOfRange });
}
