import { z } from '../zod.js';
import {
  ACCOUNT_STATUS_CODES,
  PEOPLE_MESSAGES,
  PERSON_ACTION_CODES,
  STAFF_ROLE_CODES,
} from '../back-office.js';
import { AUTH_MESSAGES } from '../auth-messages.js';
import { DEFAULT_OFFICE, HOLIDAY_MESSAGES, OFFICE_CODES } from '../holidays.js';
import { isUserType, USER_TYPES, type UserType } from '../codes.js';
import { UserTypeSchema } from './auth.js';
import { email, lineOfText, personName } from './fields.js';
import { PageQuerySchema, pageOf } from './pages.js';
import { phoneNumber } from './phone.js';

/** The People page (admin): accounts, their state, staff roles and manager (docs/product.md#back-office). */

const StaffRolesSchema = z.array(z.enum(STAFF_ROLE_CODES)).max(STAFF_ROLE_CODES.length);
const OfficeSchema = z.enum(OFFICE_CODES, { error: HOLIDAY_MESSAGES.office });

/** GET /CRM/GetPeople: search by name, phone or e-mail; filter by state and role; newest first. */
export const PeopleQuerySchema = PageQuerySchema.extend({
  search: lineOfText(100).optional(),
  status: z.enum(ACCOUNT_STATUS_CODES).optional(),
  userType: z.coerce.number().pipe(UserTypeSchema).optional(),
  /** Only people holding this staff role (the Manager select asks for approvers). */
  staffRole: z.enum(STAFF_ROLE_CODES).optional(),
});
export type PeopleQuery = z.input<typeof PeopleQuerySchema>;

export const PersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  phoneNo: z.string(),
  email: z.string(),
  userType: UserTypeSchema,
  status: z.enum(ACCOUNT_STATUS_CODES),
  staffRoles: StaffRolesSchema,
  managerId: z.string().nullable(),
  managerName: z.string().nullable(),
  /** The office whose holidays the person has off. */
  office: z.enum(OFFICE_CODES),
  createdAt: z.string(),
});
export type Person = z.infer<typeof PersonSchema>;
export const PeoplePageSchema = pageOf(PersonSchema);

/** The Role select: Employee or Partner, one message whatever was sent instead. */
const RoleSchema = z
  .number({ error: AUTH_MESSAGES.roleRequired })
  .refine(isUserType, { error: AUTH_MESSAGES.roleRequired })
  .transform((value) => value as UserType);

/** '' (the select's "No manager") or an employee's id. */
const ManagerIdSchema = z
  .string()
  .trim()
  .max(100)
  .transform((value) => value || null)
  .nullable();

/** A person's Full Name, Phone and Email, as an admin adds or edits them. */
const PersonDetailsSchema = z.object({
  name: personName(AUTH_MESSAGES.nameRequired),
  phoneNo: phoneNumber(AUTH_MESSAGES.phoneRequired),
  email: email({ required: AUTH_MESSAGES.emailRequired, invalid: AUTH_MESSAGES.emailInvalid }),
});

/** POST /CRM/AddPerson: an active account at once (staff add people directly). */
export const AddPersonSchema = PersonDetailsSchema.extend({
  userType: RoleSchema,
  managerId: ManagerIdSchema.optional().default(null),
  staffRoles: StaffRolesSchema.optional().default([]),
  office: OfficeSchema.optional().default(DEFAULT_OFFICE),
}).superRefine((value, context) => {
  if (value.userType !== USER_TYPES.employee && value.staffRoles.length > 0) {
    context.addIssue({ code: 'custom', message: PEOPLE_MESSAGES.rolesForEmployees, path: ['staffRoles'] });
  }
});
export type AddPersonInput = z.input<typeof AddPersonSchema>;
export type AddPerson = z.infer<typeof AddPersonSchema>;

/**
 * POST /CRM/UpdatePerson: any of name, phone, e-mail (validated as when adding a person), staff roles,
 * manager, office, and one change of state.
 */
export const UpdatePersonSchema = PersonDetailsSchema.partial().extend({
  id: z.string().trim().min(1).max(100),
  staffRoles: StaffRolesSchema.optional(),
  managerId: ManagerIdSchema.optional(),
  office: OfficeSchema.optional(),
  action: z.enum(PERSON_ACTION_CODES).optional(),
});
export type UpdatePersonInput = z.input<typeof UpdatePersonSchema>;
export type UpdatePerson = z.infer<typeof UpdatePersonSchema>;

/** GET /CRM/GetAuditLog: newest first. */
export const AuditLineSchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  recordKind: z.string(),
  recordId: z.string().nullable(),
  recordLabel: z.string(),
});
export type AuditLine = z.infer<typeof AuditLineSchema>;
/** The Edit person form: the person's details, staff roles, manager and office (UpdatePerson without its id). */
export const EditPersonSchema = PersonDetailsSchema.extend({
  staffRoles: StaffRolesSchema,
  managerId: ManagerIdSchema,
  office: OfficeSchema,
});
export type EditPersonInput = z.input<typeof EditPersonSchema>;
export type EditPerson = z.infer<typeof EditPersonSchema>;
