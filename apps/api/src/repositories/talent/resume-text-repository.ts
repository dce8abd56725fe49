import type { ResumeTextStatus } from '@smartmove/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** What was read from an application's resume file. */
export interface ReadResume {
  applicationId: string;
  storedName: string;
  status: Exclude<ResumeTextStatus, 'pending'>;
  text: string | null;
}

/** `resume_texts`: the text of each application's resume (gone with the application, by its key). */
export function createResumeTextRepository(trx: Transaction<Database>) {
  return {
    async save({ applicationId, storedName, status, text }: ReadResume, at: Date): Promise<void> {
      await trx
        .insertInto('resume_texts')
        .values({
          application_id: applicationId,
          stored_name: storedName,
          status,
          text,
          read_at: at.toISOString(),
        })
        .onConflict((oc) =>
          oc.column('application_id').doUpdateSet((eb) => ({
            stored_name: eb.ref('excluded.stored_name'),
            status: eb.ref('excluded.status'),
            text: eb.ref('excluded.text'),
            read_at: eb.ref('excluded.read_at'),
          })),
        )
        .execute();
    },
  };
}
