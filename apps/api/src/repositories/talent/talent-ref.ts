import type { TalentSource } from '@smartmove/contract';

/** A talent record: an application, a bench consultant or a know-your-worth lead. */
export interface TalentRef {
  source: TalentSource;
  id: string;
}
