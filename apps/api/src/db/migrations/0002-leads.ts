import type { Kysely, Migration } from 'kysely';

/**
 * Leads from the public forms: contact messages and consultation requests, know-your-worth candidate
 * leads with their skills, job applications with their stored resume; plus the used captcha tokens
 * (replay protection) and the fingerprints of recent submissions (a repeated submission is stored once).
 */
export const leads: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('message_type', 'integer', (col) => col.notNull())
      .addColumn('first_name', 'text', (col) => col.notNull())
      .addColumn('last_name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('partner_reference', 'text', (col) => col.notNull())
      .addColumn('employee_reference', 'text', (col) => col.notNull())
      .addColumn('phone', 'text')
      .addColumn('position', 'text')
      .addColumn('project', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('contact_messages_created_at')
      .on('contact_messages')
      .column('created_at')
      .execute();

    await db.schema
      .createTable('candidate_leads')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('first_name', 'text', (col) => col.notNull())
      .addColumn('last_name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('phone', 'text', (col) => col.notNull())
      .addColumn('linkedin_url', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('candidate_lead_skills')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('lead_id', 'text', (col) =>
        col.notNull().references('candidate_leads.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('skill', 'text', (col) => col.notNull())
      .addColumn('category', 'text', (col) => col.notNull())
      .addColumn('years_experience', 'double precision', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('candidate_lead_skills_lead_id')
      .on('candidate_lead_skills')
      .column('lead_id')
      .execute();

    await db.schema
      .createTable('job_applications')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('job_name', 'text', (col) => col.notNull())
      .addColumn('first_name', 'text', (col) => col.notNull())
      .addColumn('last_name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('phone', 'text', (col) => col.notNull())
      .addColumn('linkedin_url', 'text', (col) => col.notNull())
      .addColumn('visa_status', 'integer', (col) => col.notNull())
      .addColumn('resume_file_name', 'text', (col) => col.notNull())
      .addColumn('resume_original_name', 'text', (col) => col.notNull())
      .addColumn('resume_mime_type', 'text', (col) => col.notNull())
      .addColumn('resume_size', 'integer', (col) => col.notNull())
      .addColumn('submitted_by_user_id', 'text', (col) => col.references('users.id'))
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('Submitted'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('job_applications_submitted_by')
      .on('job_applications')
      .columns(['submitted_by_user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('captcha_used_tokens')
      .addColumn('token_id', 'text', (col) => col.primaryKey())
      .addColumn('used_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('captcha_used_tokens_expires_at')
      .on('captcha_used_tokens')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('submission_fingerprints')
      .addColumn('fingerprint', 'text', (col) => col.primaryKey())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('submission_fingerprints_created_at')
      .on('submission_fingerprints')
      .column('created_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'submission_fingerprints',
      'captcha_used_tokens',
      'job_applications',
      'candidate_lead_skills',
      'candidate_leads',
      'contact_messages',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
