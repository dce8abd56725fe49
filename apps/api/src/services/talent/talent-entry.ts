import { searchWords } from '@smartmove/contract';
import type { Transaction } from 'kysely';
import type { DatabaseEngine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import {
  createResumeTextRepository,
  type ReadResume,
} from '../../repositories/talent/resume-text-repository.js';
import { createTalentDocumentRepository } from '../../repositories/talent/talent-document-repository.js';
import type { RecordToIndex } from '../../repositories/talent/talent-queries.js';
import type { TalentRef } from '../../repositories/talent/talent-ref.js';

/**
 * Rebuilds one record's search entry in the change's transaction: keeps what was just read from its resume
 * (`fresh`), else indexes the text read before, after the record's own fields. What the text worker does for
 * each job, and what the talent volume seed (cli/seed-talent.ts) does for each resume it makes.
 */
export async function saveTalentEntry(
  trx: Transaction<Database>,
  engine: DatabaseEngine,
  ref: TalentRef,
  record: RecordToIndex,
  fresh: ReadResume | undefined,
  at: Date,
): Promise<void> {
  const text = fresh ? fresh.text : record.resume ? record.read?.text : null;
  const words = searchWords([...record.parts, text ?? ''].join('\n'));
  if (fresh) await createResumeTextRepository(trx).save(fresh, at);
  await createTalentDocumentRepository(trx, engine).save(ref, words, at);
}
