import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_MESSAGES,
  NAME_FIELD_MAX,
  PartnerSignUpBodySchema,
  SignUpDetailsShape,
  phoneNumber,
} from '@smartmove/contract';
import { z } from '@smartmove/contract';
import { EMPLOYEE, PARTNER } from './sign-up-roles';

/** The sign-up form's details step, loaded on demand by the form (see lazyResolver) with zod. */
export const SignUpFormSchema = z
  .object({
    name: SignUpDetailsShape.name,
    email: SignUpDetailsShape.email,
    userType: z.enum([EMPLOYEE, PARTNER], { error: AUTH_MESSAGES.roleRequired }),
    companyName: z.string().trim().max(NAME_FIELD_MAX),
    companyWebsite: PartnerSignUpBodySchema.shape.companyWebsite,
    phone: phoneNumber(AUTH_MESSAGES.phoneRequired),
  })
  .superRefine((values, context) => {
    if (values.userType === PARTNER && !values.companyName) {
      context.addIssue({ code: 'custom', message: AUTH_MESSAGES.companyNameRequired, path: ['companyName'] });
    }
  });

export const signUpFormResolver = zodResolver(SignUpFormSchema);
