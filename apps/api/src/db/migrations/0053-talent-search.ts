import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';

/**
 * Talent search (docs/product.md#talent).
 *
 * - `resume_texts`: the text read from each application's resume (or that none was found), gone with the
 *   application.
 * - `talent_jobs`: the durable queue of records whose search entry is to be (re)built, reading the resume
 *   first where there is one not yet read; claimed under a lease, so that a crash retries it.
 * - `talent_documents`: one search entry per application, bench consultant and know-your-worth lead, deleted
 *   with its record by a cascading foreign key (an erasure takes the person out of the search at once). Its
 *   words are indexed, never stored as text: on PostgreSQL as a `tsvector` (GIN), on SQLite in the contentless
 *   FTS5 table `talent_search`, whose row goes with the entry's (trigger).
 *
 * Every existing record is queued here, so that the first start after the upgrade reads the resumes already
 * stored and indexes everyone. Columns as this migration knows them: a migration is frozen.
 */
const SOURCES = [
  { source: 'application', table: 'job_applications', column: 'application_id' },
  { source: 'bench', table: 'bench_candidates', column: 'bench_id' },
  { source: 'lead', table: 'candidate_leads', column: 'lead_id' },
] as const;

export const talentSearch: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    await db.schema
      .createTable('resume_texts')
      .addColumn('application_id', 'text', (col) =>
        col.primaryKey().references('job_applications.id').onDelete('cascade'),
      )
      // The file the text was read from: a replaced resume is read again.
      .addColumn('stored_name', 'text', (col) => col.notNull())
      // read, no-text or unreadable (contract RESUME_TEXT_STATUSES; pending is the absence of a row).
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('text', 'text')
      .addColumn('read_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('talent_jobs')
      .addColumn('source', 'text', (col) => col.notNull())
      .addColumn('record_id', 'text', (col) => col.notNull())
      // Changed by every queueing: a job queued again while it runs is run once more.
      .addColumn('queued_at', 'text', (col) => col.notNull())
      .addColumn('due_at', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('leased_until', 'text')
      .addColumn('last_error', 'text')
      .addPrimaryKeyConstraint('talent_jobs_pkey', ['source', 'record_id'])
      .execute();
    await db.schema.createIndex('talent_jobs_due').on('talent_jobs').column('due_at').execute();

    let documents = db.schema
      .createTable('talent_documents')
      .addColumn('doc_id', sqlite ? 'integer' : 'bigint', (col) =>
        sqlite ? col.primaryKey() : col.primaryKey().generatedAlwaysAsIdentity(),
      )
      .addColumn('source', 'text', (col) => col.notNull())
      .addColumn('record_id', 'text', (col) => col.notNull());
    for (const { table, column } of SOURCES) {
      documents = documents.addColumn(column, 'text', (col) =>
        col.unique().references(`${table}.id`).onDelete('cascade'),
      );
    }
    documents = documents
      .addColumn('indexed_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('talent_documents_record', ['source', 'record_id']);
    if (!sqlite) documents = documents.addColumn('search_vector', sql`tsvector`, (col) => col.notNull());
    await documents.execute();

    if (sqlite) {
      await sql`create virtual table talent_search using fts5(words, tokenize = 'unicode61 remove_diacritics 0', content = '', contentless_delete = 1)`.execute(
        db,
      );
      await sql`create trigger talent_documents_search_delete after delete on talent_documents begin
        delete from talent_search where rowid = old.doc_id;
      end`.execute(db);
    } else {
      await sql`create index talent_documents_search on talent_documents using gin (search_vector)`.execute(
        db,
      );
    }

    const now = new Date().toISOString();
    for (const { source, table } of SOURCES) {
      await sql`insert into talent_jobs (source, record_id, queued_at, due_at, attempts)
        select ${source}, id, ${now}, ${now}, 0 from ${sql.table(table)}`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      await sql`drop trigger if exists talent_documents_search_delete`.execute(db);
      await sql`drop table if exists talent_search`.execute(db);
    }
    await db.schema.dropTable('talent_documents').execute();
    await db.schema.dropTable('talent_jobs').execute();
    await db.schema.dropTable('resume_texts').execute();
  },
};
