import { z } from '../zod.js';
import { HOLIDAY_MESSAGES, OFFICE_CODES } from '../holidays.js';
import { requiredText } from './fields.js';
import { PageQuerySchema, pageOf } from './pages.js';
import { isoDate } from './portal-fields.js';

/** Office holiday calendars (docs/product.md#leave): admins keep them; leave requests skip their days. */

const OfficeSchema = z.enum(OFFICE_CODES, { error: HOLIDAY_MESSAGES.office });

export const HolidaySchema = z.object({
  id: z.string(),
  office: z.enum(OFFICE_CODES),
  date: z.string(),
  name: z.string(),
});
export type Holiday = z.infer<typeof HolidaySchema>;
export const HolidayPageSchema = pageOf(HolidaySchema);

/** GET /CRM/GetHolidays: one office's calendar in date order, optionally one year of it. */
export const HolidaysQuerySchema = PageQuerySchema.extend({
  office: OfficeSchema,
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export type HolidaysQuery = z.input<typeof HolidaysQuerySchema>;

/** POST /CRM/AddHoliday. */
export const AddHolidaySchema = z.object({
  office: OfficeSchema,
  date: isoDate(HOLIDAY_MESSAGES.date),
  name: requiredText(HOLIDAY_MESSAGES.name, 100),
});
export type AddHolidayInput = z.input<typeof AddHolidaySchema>;
export type AddHoliday = z.infer<typeof AddHolidaySchema>;

/** POST /CRM/RemoveHoliday. */
export const RemoveHolidaySchema = z.object({ id: z.string().trim().min(1).max(100) });
export const RemoveHolidayResultSchema = z.object({ id: z.string(), removed: z.literal(true) });
