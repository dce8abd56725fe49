import type { SubmittalSource } from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A candidate as a submittal names and reaches them. */
export interface TalentCandidate {
  name: string;
  email: string;
  phone: string;
}

/**
 * The people a recruiter submits (docs/product.md#submittals), whatever list they come from: an application,
 * a partner's bench consultant or a know-your-worth lead.
 */
export function createTalentCandidateQueries(db: Kysely<Database>) {
  return {
    async find(source: SubmittalSource, id: string): Promise<TalentCandidate | undefined> {
      switch (source) {
        case 'application': {
          const row = await db
            .selectFrom('job_applications')
            .select(['first_name', 'last_name', 'email', 'phone'])
            .where('id', '=', id)
            .executeTakeFirst();
          return row && { name: `${row.first_name} ${row.last_name}`, email: row.email, phone: row.phone };
        }
        case 'bench': {
          const row = await db
            .selectFrom('bench_candidates')
            .select(['name', 'email', 'phone'])
            .where('id', '=', id)
            .executeTakeFirst();
          return row && { name: row.name, email: row.email ?? '', phone: row.phone ?? '' };
        }
        case 'lead': {
          const row = await db
            .selectFrom('candidate_leads')
            .select(['first_name', 'last_name', 'email', 'phone'])
            .where('id', '=', id)
            .executeTakeFirst();
          return row && { name: `${row.first_name} ${row.last_name}`, email: row.email, phone: row.phone };
        }
      }
    },
  };
}
