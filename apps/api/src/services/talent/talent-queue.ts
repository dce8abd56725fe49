import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  createTalentJobRepository,
  type TalentRef,
} from '../../repositories/talent/talent-job-repository.js';
import { afterCommitOf } from '../after-commit.js';

export type { TalentRef } from '../../repositories/talent/talent-job-repository.js';

/**
 * Queues talent records whose search entry the change makes out of date (new, edited, a new resume) in the
 * change's own transaction, so that the job exists exactly when its cause does; the text worker is woken once
 * the change has committed, reads the resume if there is a new one, and rebuilds the entries.
 */
export async function queueTalentText(
  trx: Transaction<Database>,
  refs: readonly TalentRef[],
  at: Date,
): Promise<void> {
  if (refs.length === 0) return;
  const after = afterCommitOf(trx);
  await createTalentJobRepository(trx).queue(refs, at);
  after.wakeTalentText();
}
