import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, phoneNumber } from '@smartmove/contract';
import { z } from '@smartmove/contract';

/** The sign-in form's phone step, loaded on demand by the form (see lazyResolver) with zod. */
export const SignInFormSchema = z.object({ phone: phoneNumber(AUTH_MESSAGES.phoneRequired) });

export const signInFormResolver = zodResolver(SignInFormSchema);
