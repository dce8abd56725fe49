import { PRIVACY_NOTICE_VERSION, type CandidateLead } from '@smartmove/contract';
import type { Insertable, Kysely } from 'kysely';
import { newRowId } from '../../db/row-id.js';
import type { DatabaseEngine } from '../../db/database.js';
import type { CandidateLeadsTable, Database } from '../../db/schema.js';
import { inboxRowMethods } from './inbox-shared.js';

/** The row of a know-your-worth lead (its skills are candidateLeadSkillRows). */
export function candidateLeadRow(lead: CandidateLead, createdAt: string): Insertable<CandidateLeadsTable> {
  return {
    // Time-ordered ids: new rows append to the primary key's index.
    id: newRowId(),
    first_name: lead.pro_firstname,
    last_name: lead.pro_lastname,
    email: lead.pro_email,
    phone: lead.pro_PhoneNo,
    linkedin_url: lead.pro_url1,
    created_at: createdAt,
    // Sent from a form that showed this notice: consent is given as it is sent.
    consent_at: createdAt,
    notice_version: PRIVACY_NOTICE_VERSION,
  };
}

/**
 * Know-your-worth candidate leads (candidate_leads; their skills are the skill repository's): stored by
 * POST /CRM/AddCandidateLead, changed by staff, erased with the inquiry. Changes go through the inquiry service.
 */
export function createCandidateLeadRepository(db: Kysely<Database>, engine: DatabaseEngine) {
  return {
    /** `lock` and `patch`: the inbox's changes of status and assignee. */
    ...inboxRowMethods(db, engine, 'candidate_leads'),

    /** Stores the lead (without its skills); answers its id. */
    async create(lead: CandidateLead, now: Date): Promise<string> {
      const row = candidateLeadRow(lead, now.toISOString());
      await db.insertInto('candidate_leads').values(row).execute();
      return row.id;
    },

    /** The lead as an offer addresses it. */
    findForOffer(id: string) {
      return db
        .selectFrom('candidate_leads')
        .select(['id', 'first_name', 'last_name', 'email', 'status', 'offer_sent_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Records when the offer was e-mailed (the status goes through the inbox patch, in the same transaction). */
    async markOfferSent(id: string, at: Date): Promise<void> {
      await db
        .updateTable('candidate_leads')
        .set({ offer_sent_at: at.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** True when there was such a lead (its skills go first: candidate-lead-skill-repository). */
    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('candidate_leads').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
