import { PRIVACY_NOTICE_VERSION, type CandidateLead } from '@smartmove/contract';
import type { Insertable, Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { CandidateLeadSkillsTable, CandidateLeadsTable, Database } from '../db/schema.js';
import type { SubmissionMail } from '../mail/mail-messages.js';
import { createMailOutboxRepository } from './mail-outbox-repository.js';
import { storeOnce, type SubmissionGuard, type SubmissionOutcome } from './submission-guard-repository.js';

/** The lead's row and one row per skill, in the order sent. */
function toCandidateLeadRows(
  lead: CandidateLead,
  createdAt: string,
): { lead: Insertable<CandidateLeadsTable>; skills: Insertable<CandidateLeadSkillsTable>[] } {
  const id = uuidv7();
  return {
    lead: {
      id,
      first_name: lead.pro_firstname,
      last_name: lead.pro_lastname,
      email: lead.pro_email,
      phone: lead.pro_PhoneNo,
      linkedin_url: lead.pro_url1,
      created_at: createdAt,
      // Sent from a form that showed this notice: consent is given as it is sent.
      consent_at: createdAt,
      notice_version: PRIVACY_NOTICE_VERSION,
    },
    skills: lead.candidateSkills.map((skill, position) => ({
      id: uuidv7(),
      lead_id: id,
      position,
      skill: skill.pro_skills,
      category: skill.pro_category,
      years_experience: skill.pro_YrsExp,
    })),
  };
}

/** Know-your-worth candidate leads with their skills (POST /CRM/AddCandidateLead). */
export function createCandidateLeadRepository(db: Kysely<Database>) {
  return {
    /** Stores the lead and its skills unless the guard refuses it (a repeat), with its e-mail. */
    create(lead: CandidateLead, guard: SubmissionGuard, mail?: SubmissionMail): Promise<SubmissionOutcome> {
      const now = guard.now ?? new Date();
      const rows = toCandidateLeadRows(lead, now.toISOString());
      return storeOnce(db, { ...guard, now }, async (trx) => {
        await trx.insertInto('candidate_leads').values(rows.lead).execute();
        await trx.insertInto('candidate_lead_skills').values(rows.skills).execute();
        if (mail) await createMailOutboxRepository(trx).enqueueSubmission(mail, rows.lead.id, now);
      });
    },
  };
}
