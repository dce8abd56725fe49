import type { Kysely, Selectable } from 'kysely';
import type { CandidateLeadSkillsTable, CandidateLeadsTable, Database } from '../db/schema.js';

export type CandidateLeadRow = Selectable<CandidateLeadsTable>;
export type CandidateLeadSkillRow = Selectable<CandidateLeadSkillsTable>;
export type CandidateLeadWithSkills = CandidateLeadRow & { skills: CandidateLeadSkillRow[] };

/** Know-your-worth leads with their skills (POST /CRM/AddCandidateLead). */
export function createCandidateLeadsRepository(db: Kysely<Database>) {
  return {
    /** Writes the lead and its skills; call inside a transaction so both land or neither does. */
    async create(lead: CandidateLeadRow, skills: CandidateLeadSkillRow[]): Promise<void> {
      await db.insertInto('candidate_leads').values(lead).execute();
      if (skills.length > 0) await db.insertInto('candidate_lead_skills').values(skills).execute();
    },
    async list(): Promise<CandidateLeadWithSkills[]> {
      const leads = await db
        .selectFrom('candidate_leads')
        .selectAll()
        .orderBy('created_at', 'desc')
        .execute();
      if (leads.length === 0) return [];
      const skills = await db
        .selectFrom('candidate_lead_skills')
        .selectAll()
        .where(
          'lead_id',
          'in',
          leads.map((lead) => lead.id),
        )
        .orderBy('position')
        .execute();
      return leads.map((lead) => ({ ...lead, skills: skills.filter((skill) => skill.lead_id === lead.id) }));
    },
  };
}
