import { zodResolver } from '@hookform/resolvers/zod';
import { KnowYourWorthContactSchema } from '@smartmove/contract';

/** Loaded on demand by the know-your-worth form (see lazyResolver): the contract's schema and zod. */
export const knowYourWorthContactResolver = zodResolver(KnowYourWorthContactSchema);
