import { RECORD_KINDS, type RateCardBand } from '@smartmove/contract';
import { createRateCardRepository } from '../../repositories/recruiting/rate-card-repository.js';
import { recordChange, type Actor } from '../record-change.js';
import type { ServiceDeps } from '../service-deps.js';

/** The know-your-worth rate card's changes: the bands and their audit line commit together. */
export function createRateCardService({ changes }: ServiceDeps) {
  return {
    /** Replaces the bands of each skill given; the other skills keep theirs. */
    replace(
      skills: ReadonlyArray<{ skill: string; bands: readonly RateCardBand[] }>,
      actor: Actor & { id: string },
      at = new Date(),
    ): Promise<void> {
      return changes.run(async (trx) => {
        await createRateCardRepository(trx).replace(skills, actor.id, at);
        const label = skills.length === 1 ? `Rate card: ${skills[0]?.skill ?? ''}` : 'Rate card';
        await recordChange(trx, {
          actor,
          action: 'updated rate card',
          record: { kind: RECORD_KINDS.rateCard, id: null, label },
          at,
        });
      });
    },
  };
}

export type RateCardService = ReturnType<typeof createRateCardService>;
