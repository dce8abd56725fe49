import { zodResolver } from '@hookform/resolvers/zod';
import { VerificationCodeSchema } from '@smartmove/contract';
import { z } from '@smartmove/contract';

/** The SMS code step of sign-in and sign-up, loaded on demand by the form (see lazyResolver) with zod. */
export const CodeFormSchema = z.object({ code: VerificationCodeSchema });

export const codeFormResolver = zodResolver(CodeFormSchema);
