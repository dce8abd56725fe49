import type { Kysely, Migration } from 'kysely';

export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('phone', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('user_type', 'integer', (col) => col.notNull())
      .addColumn('company_name', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('c2c_jobs')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('job_name', 'text', (col) => col.notNull().unique())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('location', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('skills', 'text', (col) => col.notNull())
      .addColumn('rate', 'text', (col) => col.notNull())
      .addColumn('remote', 'integer', (col) => col.notNull())
      .addColumn('posted_on', 'text', (col) => col.notNull())
      .addColumn('removed', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('bench_candidates')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('owner_user_id', 'text', (col) => col.references('users.id'))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('experience', 'text', (col) => col.notNull())
      .addColumn('location', 'text', (col) => col.notNull())
      .addColumn('visa_status', 'text', (col) => col.notNull())
      .addColumn('skills', 'text', (col) => col.notNull())
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('properties')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('latitude', 'double precision', (col) => col.notNull())
      .addColumn('longitude', 'double precision', (col) => col.notNull())
      .addColumn('property_name', 'text', (col) => col.notNull())
      .addColumn('builder', 'text', (col) => col.notNull())
      .addColumn('hyperlink', 'text', (col) => col.notNull())
      .addColumn('street', 'text', (col) => col.notNull())
      .addColumn('city', 'text', (col) => col.notNull())
      .addColumn('state', 'text', (col) => col.notNull())
      .addColumn('zip_code', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('realtor_leads')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('latitude', 'double precision', (col) => col.notNull())
      .addColumn('longitude', 'double precision', (col) => col.notNull())
      .addColumn('realtor_name', 'text', (col) => col.notNull())
      .addColumn('realtor_phone', 'text', (col) => col.notNull())
      .addColumn('url', 'text', (col) => col.notNull())
      .addColumn('address', 'text', (col) => col.notNull())
      .addColumn('price', 'double precision', (col) => col.notNull())
      .addColumn('realtor_company', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['realtor_leads', 'properties', 'bench_candidates', 'c2c_jobs', 'users']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
