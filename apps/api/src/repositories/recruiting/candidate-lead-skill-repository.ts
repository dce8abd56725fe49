import type { CandidateLead } from '@smartmove/contract';
import type { Insertable, Kysely } from 'kysely';
import { newRowId } from '../../db/row-id.js';
import type { CandidateLeadSkillsTable, Database } from '../../db/schema.js';

/** A lead's skill rows, in the order sent. */
export function candidateLeadSkillRows(
  leadId: string,
  skills: CandidateLead['candidateSkills'],
): Insertable<CandidateLeadSkillsTable>[] {
  return skills.map((skill, position) => ({
    id: newRowId(),
    lead_id: leadId,
    position,
    skill: skill.pro_skills,
    category: skill.pro_category,
    years_experience: skill.pro_YrsExp,
  }));
}

/** A know-your-worth lead's skills with their years (candidate_lead_skills), in the order sent. */
export function createCandidateLeadSkillRepository(db: Kysely<Database>) {
  return {
    async create(leadId: string, skills: CandidateLead['candidateSkills']): Promise<void> {
      if (skills.length === 0) return;
      await db.insertInto('candidate_lead_skills').values(candidateLeadSkillRows(leadId, skills)).execute();
    },

    async deleteOfLead(leadId: string): Promise<void> {
      await db.deleteFrom('candidate_lead_skills').where('lead_id', '=', leadId).execute();
    },
  };
}
