import { PORTAL_MESSAGES } from '../portal.js';
import { isIsoDate } from '../portal-dates.js';
import { filledText } from './fields.js';

/** Building blocks of the portal's form schemas (time sheets, leave, expense claims). */

/** A 'YYYY-MM-DD' calendar date. */
export function isoDate(requiredMessage: string) {
  return filledText(requiredMessage).refine(isIsoDate, { error: PORTAL_MESSAGES.date });
}
