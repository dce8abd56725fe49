import { z } from '../zod.js';
import { STAFF_ROLE_CODES } from '../back-office.js';
import { pageOf } from './pages.js';

/** A member of the firm's staff, as the back office's "Assigned to" selects list them. */
export const StaffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLE_CODES)),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** GET /CRM/GetStaff: active staff members, by name, one page (the firm's staff fit on one page of 100). */
export const StaffPageSchema = pageOf(StaffMemberSchema);
