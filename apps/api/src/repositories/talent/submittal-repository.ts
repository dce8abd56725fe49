import {
  SUBMITTAL_STATE,
  type ConsentAnswer,
  type SubmittalSource,
  type SubmittalStatus,
} from '@smartmove/contract';
import { sql, type Transaction } from 'kysely';
import type { DatabaseEngine } from '../../db/database.js';
import { newRowId } from '../../db/row-id.js';
import type { Database } from '../../db/schema.js';
import { createSubmittalQueries } from './submittal-queries.js';

export interface NewSubmittal {
  candidate: { source: SubmittalSource; id: string; name: string; email: string; phone: string };
  emailKey: string | null;
  phoneKey: string | null;
  jobId: string;
  endClient: string | null;
  clientId: string | null;
  billRate: number;
  currency: string;
  createdBy: { id: string; name: string };
  consentTokenHash: string;
  consentExpiresAt: string;
}

/** Submittals as services/talent/submittal-service.ts changes them, on the change's transaction. */
export function createSubmittalRepository(trx: Transaction<Database>, engine: DatabaseEngine) {
  return {
    ...createSubmittalQueries(trx),

    /**
     * PostgreSQL: submittals to one client (or one job without a client) are stored one after the other until
     * the transaction ends, so that of two sent at the same moment the second sees the first and is refused.
     * SQLite already runs one write transaction at a time.
     */
    async lockScope(scope: string): Promise<void> {
      if (engine === 'postgres') {
        await sql`select pg_advisory_xact_lock(hashtext(${`submittals:${scope}`}))`.execute(trx);
      }
    },

    async create(submittal: NewSubmittal, now: Date): Promise<string> {
      const id = newRowId();
      const at = now.toISOString();
      await trx
        .insertInto('submittals')
        .values({
          id,
          candidate_source: submittal.candidate.source,
          candidate_id: submittal.candidate.id,
          candidate_name: submittal.candidate.name,
          candidate_email: submittal.candidate.email,
          candidate_phone: submittal.candidate.phone,
          email_key: submittal.emailKey,
          phone_key: submittal.phoneKey,
          job_id: submittal.jobId,
          end_client: submittal.endClient,
          client_id: submittal.clientId,
          bill_rate: submittal.billRate,
          currency: submittal.currency,
          state: SUBMITTAL_STATE.waitingForConsent,
          created_by: submittal.createdBy.id,
          created_by_name: submittal.createdBy.name,
          created_at: at,
          updated_at: at,
          submitted_to_client_at: null,
          consent_token_hash: submittal.consentTokenHash,
          consent_expires_at: submittal.consentExpiresAt,
          consent_answer: null,
          consent_at: null,
          consent_ip: null,
        })
        .execute();
      return id;
    },

    /**
     * Moves a submittal from `from` to `to` if it is still in `from` (one conditional statement: of two moves at
     * once one wins). Leaving "Waiting for consent" voids the consent link.
     */
    async move(id: string, from: SubmittalStatus, to: SubmittalStatus, now: Date): Promise<boolean> {
      const at = now.toISOString();
      const result = await trx
        .updateTable('submittals')
        .set((eb) => ({
          state: to,
          updated_at: at,
          consent_token_hash: null,
          ...(to === SUBMITTAL_STATE.submittedToClient
            ? { submitted_to_client_at: eb.fn.coalesce('submitted_to_client_at', eb.val(at)) }
            : {}),
        }))
        .where('id', '=', id)
        .where('state', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * The candidate's answer through the consent link: kept with its time and address, and the link used up, if
     * the link is still unused, unexpired and its submittal still waits for consent. One conditional statement:
     * of two answers at once exactly one is kept.
     */
    async answerConsent(
      tokenHash: string,
      answer: ConsentAnswer,
      ipAddress: string,
      now: Date,
    ): Promise<string | undefined> {
      const at = now.toISOString();
      const row = await trx
        .updateTable('submittals')
        .set({
          state: answer === 'agreed' ? SUBMITTAL_STATE.consentGiven : SUBMITTAL_STATE.declined,
          consent_answer: answer,
          consent_at: at,
          consent_ip: ipAddress,
          consent_token_hash: null,
          updated_at: at,
        })
        .where('consent_token_hash', '=', tokenHash)
        .where('state', '=', SUBMITTAL_STATE.waitingForConsent)
        .where('consent_expires_at', '>', at)
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** Removes the submittals of a candidate whose record is erased; answers their ids. */
    async deleteOfCandidate(source: SubmittalSource, candidateId: string): Promise<string[]> {
      await trx
        .deleteFrom('interviews')
        .where('submittal_id', 'in', (eb) =>
          eb
            .selectFrom('submittals')
            .select('id')
            .where('candidate_source', '=', source)
            .where('candidate_id', '=', candidateId),
        )
        .execute();
      const rows = await trx
        .deleteFrom('submittals')
        .where('candidate_source', '=', source)
        .where('candidate_id', '=', candidateId)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },
  };
}
