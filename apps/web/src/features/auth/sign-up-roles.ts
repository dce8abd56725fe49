import { USER_TYPES } from '@smartmove/contract';

/** The values of the sign-up form's Role radios: radio values are text; the API takes the number. */
export const EMPLOYEE = String(USER_TYPES.employee);
export const PARTNER = String(USER_TYPES.partner);
