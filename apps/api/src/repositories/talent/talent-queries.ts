import type { AdminJob, ResumeTextStatus, TalentQuery, TalentSource } from '@smartmove/contract';
import { sql, SqliteAdapter, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toAdminJob } from '../recruiting/c2c-job-rows.js';
import type { TalentRef } from './talent-job-repository.js';
import { toFts5Match, toTsqueryLiteral } from './talent-query-sql.js';

/** What a record's search entry is made of: its text, and its resume (with what was read from it, if anything). */
export interface RecordToIndex {
  /** Name, title, skills and the like, in the order they are indexed (before the resume's text). */
  parts: string[];
  resume?: { storedName: string; mimeType: string };
  read?: { storedName: string; status: Exclude<ResumeTextStatus, 'pending'>; text: string | null };
}

/** A found record with what its list item shows and the text its snippet is taken from. */
export interface TalentRow {
  docId: number;
  source: TalentSource;
  id: string;
  name: string;
  title: string | null;
  location: string | null;
  visaStatus: number | null;
  updatedAt: string;
  /** Title, skills and the like, then the resume's text where one was read. */
  texts: string[];
}

export interface TalentFilters {
  source?: TalentSource | undefined;
  visa?: number | undefined;
}

interface DescribedRow {
  doc_id: number | string;
  source: TalentSource;
  record_id: string;
  app_name: string | null;
  job_title: string | null;
  resume_text: string | null;
  app_visa: number | null;
  bench_name: string | null;
  bench_title: string | null;
  bench_location: string | null;
  bench_visa: string | null;
  bench_skills: string | null;
  bench_experience: string | null;
  lead_name: string | null;
  updated_at: string | null;
}

/** Each source's record and what is shown of it, joined to its entry `d`. */
const RECORDS = sql`
  left join job_applications a on a.id = d.application_id
  left join c2c_jobs j on j.job_name = a.job_name
  left join resume_texts rt on rt.application_id = d.application_id
  left join bench_candidates b on b.id = d.bench_id
  left join candidate_leads l on l.id = d.lead_id`;

/**
 * What a hit is filtered and ordered by (its record's visa status and last change), joined to its entry `d`:
 * the records' rows alone, without the resume texts and job titles that only the page's hits need.
 */
const RANKED = sql`
  left join job_applications a on a.id = d.application_id
  left join bench_candidates b on b.id = d.bench_id
  left join candidate_leads l on l.id = d.lead_id`;

const UPDATED_AT = sql`case d.source
    when 'application' then coalesce(a.updated_at, a.created_at)
    when 'bench' then coalesce(b.published_at, b.created_at)
    else coalesce(l.updated_at, l.created_at) end`;

const SHOWN = sql`
  d.doc_id, d.source, d.record_id,
  a.first_name || ' ' || a.last_name as app_name, coalesce(j.title, a.job_name) as job_title,
  rt.text as resume_text, a.visa_status as app_visa,
  b.name as bench_name, b.title as bench_title, b.location as bench_location, b.visa_status as bench_visa,
  b.skills as bench_skills, b.experience as bench_experience,
  l.first_name || ' ' || l.last_name as lead_name,
  ${UPDATED_AT} as updated_at`;

/** No filter. */
const EVERYTHING = sql``;

function filtersOf({ source, visa }: TalentFilters): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [];
  if (source) conditions.push(sql`d.source = ${source}`);
  if (visa !== undefined) {
    conditions.push(
      sql`((d.source = 'application' and a.visa_status = ${visa}) or (d.source = 'bench' and b.visa_status = ${String(visa)}))`,
    );
  }
  return conditions.length === 0 ? EVERYTHING : sql`where ${sql.join(conditions, sql` and `)}`;
}

function visaCode(value: string | number | null): number | null {
  const code = value === null || value === '' ? NaN : Number(value);
  return Number.isInteger(code) ? code : null;
}

/** Reads of the talent search: the entries, the records they are made of, the resume texts. */
export function createTalentQueries(db: Kysely<Database>) {
  const sqlite = () => db.getExecutor().adapter instanceof SqliteAdapter;

  /** The entries matching `query` (all without one) as `hits (doc_id, score)`, lower scores first. */
  function hitsOf(query: TalentQuery | undefined): RawBuilder<unknown> {
    if (!query) return sql`(select doc_id, 0 as score from talent_documents)`;
    if (sqlite()) {
      return sql`(select rowid as doc_id, bm25(talent_search) as score from talent_search
        where talent_search match ${toFts5Match(query)})`;
    }
    return sql`(select doc_id, -ts_rank(search_vector, q.query) as score
      from talent_documents, (select cast(${toTsqueryLiteral(query)} as tsquery) as query) q
      where search_vector @@ q.query)`;
  }

  /** The ids of the entries holding `query`, as a subquery. */
  function entriesMatching(query: TalentQuery): RawBuilder<unknown> {
    if (sqlite())
      return sql`select rowid as doc_id from talent_search where talent_search match ${toFts5Match(query)}`;
    return sql`select doc_id from talent_documents where search_vector @@ cast(${toTsqueryLiteral(query)} as tsquery)`;
  }

  async function leadSkills(leadIds: readonly string[]): Promise<Map<string, string[]>> {
    const skills = new Map<string, string[]>();
    if (leadIds.length === 0) return skills;
    const rows = await db
      .selectFrom('candidate_lead_skills')
      .select(['lead_id', 'skill'])
      .where('lead_id', 'in', leadIds)
      .orderBy('lead_id')
      .orderBy('position')
      .execute();
    for (const row of rows) skills.set(row.lead_id, [...(skills.get(row.lead_id) ?? []), row.skill]);
    return skills;
  }

  async function toRows(rows: readonly DescribedRow[]): Promise<TalentRow[]> {
    const skills = await leadSkills(rows.filter((row) => row.source === 'lead').map((row) => row.record_id));
    return rows.map((row) => {
      const base = {
        docId: Number(row.doc_id),
        source: row.source,
        id: row.record_id,
        updatedAt: row.updated_at ?? '',
      };
      if (row.source === 'application') {
        return {
          ...base,
          name: row.app_name ?? '',
          title: row.job_title,
          location: null,
          visaStatus: visaCode(row.app_visa),
          texts: [row.job_title ?? '', row.resume_text ?? ''],
        };
      }
      if (row.source === 'bench') {
        return {
          ...base,
          name: row.bench_name ?? '',
          title: row.bench_title,
          location: row.bench_location,
          visaStatus: visaCode(row.bench_visa),
          texts: [row.bench_title ?? '', row.bench_skills ?? '', row.bench_experience ?? ''],
        };
      }
      return {
        ...base,
        name: row.lead_name ?? '',
        title: null,
        location: null,
        visaStatus: null,
        texts: [(skills.get(row.record_id) ?? []).join(', ')],
      };
    });
  }

  return {
    /** One page of the records matching `query` (every record without one) and the filters, best first. */
    async search(
      query: TalentQuery | undefined,
      filters: TalentFilters,
      { page, pageSize }: { page: number; pageSize: number },
    ): Promise<{ rows: TalentRow[]; total: number }> {
      const where = filtersOf(filters);
      // A common word is in tens of thousands of resumes. Each hit is scored once (`hits`, materialised); only
      // the visa filter joins every hit to its record; the page is looked for among the hits scored no worse
      // than the page's last place (no other can be on it), ordered with their records' rows alone; and only
      // the page's hits are joined to their texts (carried through the sort, the resumes' texts made such a
      // search read and sort hundreds of megabytes).
      const scored = sql`with hits as materialized ${hitsOf(query)}`;
      const entries = sql`hits join talent_documents d on d.doc_id = hits.doc_id`;
      const filtered =
        filters.visa === undefined ? sql`${entries} ${where}` : sql`${entries} ${RANKED} ${where}`;
      const lastPlace = page * pageSize;
      const cut = sql`(select hits.score from ${filtered} order by hits.score limit 1 offset ${lastPlace - 1})`;
      // One statement, so that the hits are scored once: the count, and the page (none past the last one).
      const { rows: found } = await sql<DescribedRow & { total: number | string }>`${scored},
        counted as (select count(*) as total from ${filtered}),
        cut as (select ${cut} as score)
        select counted.total, shown.* from counted left join (
          select ${SHOWN}, page.score as score
          from (select d.doc_id, hits.score, ${UPDATED_AT} as updated_at
            from ${entries} ${RANKED}, cut
            ${where === EVERYTHING ? sql`where` : sql`${where} and`} (cut.score is null or hits.score <= cut.score)
            order by hits.score, updated_at desc, d.doc_id desc
            limit ${pageSize} offset ${(page - 1) * pageSize}) page
          join talent_documents d on d.doc_id = page.doc_id ${RECORDS}) shown on true
        order by shown.score, shown.updated_at desc, shown.doc_id desc`.execute(db);
      const total = Number(found[0]?.total ?? 0);
      const rows = found.filter((row) => row.doc_id !== null);
      return { rows: await toRows(rows), total };
    },

    /**
     * The records holding the most of `skills` (each a term: one word or several in a row), at most `limit`,
     * each with the indexes of the skills it holds.
     */
    async matching(
      skills: readonly TalentQuery[],
      limit: number,
    ): Promise<Array<{ row: TalentRow; matched: number[] }>> {
      if (skills.length === 0) return [];
      const perSkill = skills.map(
        (skill, index) =>
          sql`select ${index} as skill, doc_id from (${entriesMatching(skill)}) s${sql.raw(String(index))}`,
      );
      const found = sql`(${sql.join(perSkill, sql` union all `)})`;
      const { rows: ranked } = await sql<{ doc_id: number | string; matched: number | string }>`
        select found.doc_id, count(*) as matched from ${found} found
        group by found.doc_id order by count(*) desc, found.doc_id desc limit ${limit}`.execute(db);
      if (ranked.length === 0) return [];
      const ids = ranked.map((row) => Number(row.doc_id));
      const { rows: pairs } = await sql<{ skill: number | string; doc_id: number | string }>`
        select found.skill, found.doc_id from ${found} found where found.doc_id in (${sql.join(ids)})`.execute(
        db,
      );
      const { rows: described } = await sql<DescribedRow>`select ${SHOWN}
        from talent_documents d ${RECORDS} where d.doc_id in (${sql.join(ids)})`.execute(db);
      const byId = new Map((await toRows(described)).map((row) => [row.docId, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        const matched = pairs
          .filter((pair) => Number(pair.doc_id) === id)
          .map((pair) => Number(pair.skill))
          .sort((a, b) => a - b);
        return [{ row, matched }];
      });
    },

    /** A job (open or closed) as the back office shows it, for its matching candidates. */
    async job(id: string): Promise<AdminJob | undefined> {
      const row = await db.selectFrom('c2c_jobs').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toAdminJob(row);
    },

    /** What a record's entry is made of now; undefined when the record is gone. */
    async recordToIndex({ source, id }: TalentRef): Promise<RecordToIndex | undefined> {
      if (source === 'application') {
        const row = await db
          .selectFrom('job_applications as a')
          .leftJoin('c2c_jobs as j', 'j.job_name', 'a.job_name')
          .leftJoin('resume_texts as rt', 'rt.application_id', 'a.id')
          .select([
            'a.first_name',
            'a.last_name',
            'a.job_name',
            'j.title',
            'a.resume_file_name',
            'a.resume_mime_type',
            'rt.stored_name',
            'rt.status',
            'rt.text',
          ])
          .where('a.id', '=', id)
          .executeTakeFirst();
        if (!row) return undefined;
        return {
          parts: [`${row.first_name} ${row.last_name}`, row.title ?? row.job_name],
          ...(row.resume_file_name
            ? { resume: { storedName: row.resume_file_name, mimeType: row.resume_mime_type } }
            : {}),
          ...(row.stored_name && row.status
            ? {
                read: {
                  storedName: row.stored_name,
                  status: row.status as Exclude<ResumeTextStatus, 'pending'>,
                  text: row.text,
                },
              }
            : {}),
        };
      }
      if (source === 'bench') {
        const row = await db
          .selectFrom('bench_candidates')
          .select(['name', 'title', 'skills', 'experience', 'location'])
          .where('id', '=', id)
          .executeTakeFirst();
        return row && { parts: [row.name, row.title, row.skills, row.experience, row.location] };
      }
      const lead = await db
        .selectFrom('candidate_leads')
        .select(['first_name', 'last_name'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!lead) return undefined;
      const skills = await leadSkills([id]);
      return { parts: [`${lead.first_name} ${lead.last_name}`, ...(skills.get(id) ?? [])] };
    },

    /** What was read from an application's resume: undefined when there is no such application. */
    async resumeText(
      applicationId: string,
    ): Promise<{ status: ResumeTextStatus; text: string | null } | undefined> {
      const row = await db
        .selectFrom('job_applications as a')
        .leftJoin('resume_texts as rt', (join) =>
          join.onRef('rt.application_id', '=', 'a.id').onRef('rt.stored_name', '=', 'a.resume_file_name'),
        )
        .select(['a.id', 'rt.status', 'rt.text'])
        .where('a.id', '=', applicationId)
        .executeTakeFirst();
      if (!row) return undefined;
      return row.status
        ? { status: row.status as ResumeTextStatus, text: row.text }
        : { status: 'pending', text: null };
    },
  };
}

export type TalentQueries = ReturnType<typeof createTalentQueries>;
