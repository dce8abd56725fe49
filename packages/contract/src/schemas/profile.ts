import { z } from '../zod.js';
import { ADDRESS_COUNTRIES, MARITAL_STATUSES, PORTAL_MESSAGES } from '../portal.js';
import { isIsoDate, todayIsoDate } from '../portal-dates.js';
import { email, optionalPersonName, personName, requiredText } from './fields.js';
import { isOfferedPhoneNumber } from './phone.js';

/**
 * The portal's profile page: personal information and address. The account itself (GET /CRM/GetProfile) is
 * ProfileSchema in ./auth.ts.
 */

const messages = PORTAL_MESSAGES;

function isAdultBirthDate(value: string): boolean {
  const today = todayIsoDate(new Date());
  const sixteenYearsAgo = `${Number(today.slice(0, 4)) - 16}${today.slice(4)}`;
  return value >= '1900-01-01' && value <= sixteenYearsAgo;
}

/** POST /CRM/UpdatePersonalInformation. */
export const PersonalInformationSchema = z.object({
  name: personName(messages.profile.name),
  email: email({ required: messages.profile.emailRequired, invalid: messages.profile.emailInvalid }),
  dateOfBirth: z
    .string()
    .trim()
    .refine((value) => value === '' || (isIsoDate(value) && isAdultBirthDate(value)), {
      error: messages.profile.dateOfBirth,
    })
    .optional()
    .default(''),
  maritalStatus: z
    .union([z.enum(MARITAL_STATUSES), z.literal('')], { error: messages.profile.maritalStatus })
    .optional()
    .default(''),
  emergencyContactName: optionalPersonName(),
  emergencyContactPhone: z
    .string()
    .trim()
    .refine((value) => value === '' || isOfferedPhoneNumber(value), {
      error: 'Please enter a valid phone number',
    })
    .optional()
    .default(''),
});
export type PersonalInformation = z.infer<typeof PersonalInformationSchema>;
export type PersonalInformationInput = z.input<typeof PersonalInformationSchema>;

/** POST /CRM/UpdateAddress. */
export const AddressSchema = z.object({
  street: requiredText(messages.profile.street, 200),
  city: requiredText(messages.profile.city, 100),
  state: requiredText(messages.profile.state, 100),
  zipCode: z
    .string({ error: messages.profile.zipCode })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/, { error: messages.profile.zipCode }),
  country: z.enum(ADDRESS_COUNTRIES, { error: messages.profile.country }),
});
export type Address = z.infer<typeof AddressSchema>;

export const PersonalInformationResponseSchema = z.object({
  name: z.string(),
  email: z.string(),
  dateOfBirth: z.string(),
  maritalStatus: z.string(),
  emergencyContactName: z.string(),
  emergencyContactPhone: z.string(),
});
export type PersonalInformationResponse = z.infer<typeof PersonalInformationResponseSchema>;
export const AddressResponseSchema = AddressSchema.extend({ country: z.string() });
/** GET /CRM/GetAddress: null until the user saved an address. */
export const AddressLookupSchema = z.object({ address: AddressResponseSchema.nullable() });
