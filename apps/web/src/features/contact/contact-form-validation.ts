import { zodResolver } from '@hookform/resolvers/zod';
import { ContactFormSchema } from '@smartmove/contract';

/** Loaded on demand by the contact form (see lazyResolver): the contract's schema and zod. */
export const contactFormResolver = zodResolver(ContactFormSchema);
