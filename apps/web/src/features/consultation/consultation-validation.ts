import { zodResolver } from '@hookform/resolvers/zod';
import { ConsultationFormSchema } from '@smartmove/contract';

/** Loaded on demand by the consultation form (see lazyResolver): the contract's schema and zod. */
export const consultationFormResolver = zodResolver(ConsultationFormSchema);
