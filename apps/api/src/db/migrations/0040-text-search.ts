import { sql, SqliteAdapter, type Kysely, type Migration, type RawBuilder } from 'kysely';

/**
 * The back office's searches (text anywhere, `lower(…) like '%…%'`) answered from an index on both engines.
 * SQLite: each searched table gets an FTS5 trigram index `<table>_search` of the very text the search reads,
 * keyed by the table's rowid and kept by triggers. It stores no copy of the text (contentless); an erasure
 * rewrites it whole afterwards, so that no trace of the erased rows stays in it. The queries take their
 * candidates from it and check them again with the same `like`. PostgreSQL: the applications get the trigram
 * indexes the other searched tables got in 0039 (where pg_trgm is installed). Listed here rather than
 * imported: a migration is frozen. The rowid keys hold because SQLite keeps rowids except under VACUUM, which
 * the product never runs (after a VACUUM, drop these indexes and add them again).
 */
/** Each table, the columns whose change changes its searched text, and that text by the index's column names. */
const SEARCHED: ReadonlyArray<{
  table: string;
  watched: readonly string[];
  columns: Record<string, RawBuilder<unknown>>;
}> = [
  {
    table: 'contact_messages',
    watched: ['first_name', 'last_name', 'email', 'message'],
    columns: {
      name: sql`new.first_name || ' ' || new.last_name`,
      email: sql`new.email`,
      message: sql`coalesce(new.message, '')`,
    },
  },
  {
    table: 'candidate_leads',
    watched: ['first_name', 'last_name', 'email'],
    columns: { name: sql`new.first_name || ' ' || new.last_name`, email: sql`new.email` },
  },
  {
    table: 'job_applications',
    watched: ['first_name', 'last_name', 'email', 'job_name'],
    columns: {
      name: sql`new.first_name || ' ' || new.last_name`,
      email: sql`new.email`,
      job_name: sql`new.job_name`,
    },
  },
  {
    table: 'audit_log',
    watched: ['actor_name', 'action', 'record_label'],
    columns: {
      actor_name: sql`coalesce(new.actor_name, '')`,
      action: sql`new.action`,
      record_label: sql`coalesce(new.record_label, '')`,
    },
  },
];

const POSTGRES_INDEXES = [
  ['job_applications_name_trgm', 'job_applications', sql`lower(first_name || ' ' || last_name)`],
  ['job_applications_email_trgm', 'job_applications', sql`lower(email)`],
  ['job_applications_job_name_trgm', 'job_applications', sql`lower(job_name)`],
] as const;

async function addSqliteIndex(db: Kysely<unknown>, { table, watched, columns }: (typeof SEARCHED)[number]) {
  const index = sql.table(`${table}_search`);
  const names = Object.keys(columns);
  const columnList = sql.join(names.map((name) => sql.ref(name)));
  const values = sql.join(Object.values(columns));
  const row = (prefix: 'new' | 'old') => sql.raw(`${prefix}.rowid`);
  await sql`create virtual table ${index} using fts5(${columnList}, tokenize = 'trigram', content = '', contentless_delete = 1)`.execute(
    db,
  );
  await sql`create trigger ${sql.id(`${table}_search_insert`)} after insert on ${sql.table(table)} begin
    insert into ${index} (rowid, ${columnList}) values (${row('new')}, ${values});
  end`.execute(db);
  await sql`create trigger ${sql.id(`${table}_search_delete`)} after delete on ${sql.table(table)} begin
    delete from ${index} where rowid = ${row('old')};
  end`.execute(db);
  await sql`create trigger ${sql.id(`${table}_search_update`)} after update of ${sql.join(
    watched.map((column) => sql.ref(column)),
  )} on ${sql.table(table)} begin
    delete from ${index} where rowid = ${row('old')};
    insert into ${index} (rowid, ${columnList}) values (${row('new')}, ${values});
  end`.execute(db);
  // The rows already there, read as the triggers read a row (named `new`).
  await sql`insert into ${index} (rowid, ${columnList}) select rowid, ${values} from ${sql.table(table)} as new`.execute(
    db,
  );
}

async function trigramsInstalled(db: Kysely<unknown>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`
    select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(
    db,
  );
  return rows[0]?.schema;
}

export const textSearch: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      for (const searched of SEARCHED) await addSqliteIndex(db, searched);
      return;
    }
    const schema = await trigramsInstalled(db);
    if (!schema) return;
    for (const [name, table, expression] of POSTGRES_INDEXES) {
      await sql`create index ${sql.id(name)} on ${sql.table(table)} using gin ((${expression}) ${sql.id(
        schema,
        'gin_trgm_ops',
      )})`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      for (const { table } of SEARCHED) {
        for (const trigger of ['insert', 'delete', 'update']) {
          await sql`drop trigger if exists ${sql.id(`${table}_search_${trigger}`)}`.execute(db);
        }
        await sql`drop table if exists ${sql.table(`${table}_search`)}`.execute(db);
      }
      return;
    }
    for (const [name] of POSTGRES_INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(db);
  },
};
