import {
  INQUIRY_KINDS,
  INQUIRY_STATUS_LABELS,
  MESSAGE_TYPES,
  type InquiryDetail,
  type InquiryFilters,
  type InquiryKind,
  type InquirySummary,
  type LeadSkill,
  type SkillYears,
} from '@smartmove/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { fullName, toInquiryStatus } from './inbox-shared.js';
import { inboxConditions, inboxListing, personColumns, toAssignee } from './inbox-queries.js';
import { countRows, olderThan, pageOffset, type KeysetCursor, type RowsWindow } from '../pagination.js';
import { containsText } from '../text-search.js';

const SUMMARY_LENGTH = 120;

/** An inquiry as a list row or a CSV line: the fields every kind shares, and the ones some kinds have. */
export interface InquiryRow extends InquirySummary {
  phone: string | null;
  message: string | null;
  position: string | null;
  project: string | null;
  linkedIn: string | null;
  skills: LeadSkill[];
}

const SUMMARY_FIELDS = [
  'id',
  'kind',
  'name',
  'email',
  'createdAt',
  'status',
  'assignedTo',
  'summary',
] as const satisfies readonly (keyof InquirySummary)[];

/** The columns both tables of inquiries have. */
const SHARED_COLUMNS = ['first_name', 'last_name', 'email', 'created_at', 'status', 'assigned_to'] as const;

function summarise(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SUMMARY_LENGTH ? `${flat.slice(0, SUMMARY_LENGTH - 1)}…` : flat;
}

/** A know-your-worth lead as an offer estimates it: its skills and years, in the order sent. */
export interface KnowYourWorthLead {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: string;
  skills: SkillYears[];
}

export function describeSkills(skills: readonly LeadSkill[]): string {
  return skills.map((skill) => `${skill.skill} (${skill.years} yrs)`).join(', ');
}

/** What a reader knows a stored history value by. */
export function describeInquiryChange(field: string, value: string | null, names: Map<string, string>) {
  if (value === null) return null;
  if (field === 'status') return INQUIRY_STATUS_LABELS[toInquiryStatus(value)];
  if (field === 'assignedTo') return names.get(value) ?? value;
  return value;
}

/**
 * The back office's view of inquiries (docs/product.md#back-office): contact messages and consultation
 * requests (contact_messages) and know-your-worth leads (candidate_leads with their skills) read as one
 * list. Reads only: the inquiry service changes them through each table's repository.
 */
export function createInquiryQueries(db: Kysely<Database>) {
  /** Both tables as one relation with the same columns, to read rows by id. */
  function allInquiries() {
    const contacts = db
      .selectFrom('contact_messages')
      .select([
        'id',
        sql<string>`case when message_type = ${MESSAGE_TYPES.consultation} then ${INQUIRY_KINDS.consultation} else ${INQUIRY_KINDS.contact} end`.as(
          'kind',
        ),
        ...SHARED_COLUMNS,
        sql<string | null>`message`.as('message'),
        sql<string | null>`phone`.as('phone'),
        sql<string | null>`position`.as('position'),
        sql<string | null>`project`.as('project'),
        sql<string | null>`null`.as('linkedin_url'),
      ]);
    const leads = db
      .selectFrom('candidate_leads')
      .select([
        'id',
        sql<string>`${INQUIRY_KINDS.knowYourWorth}`.as('kind'),
        ...SHARED_COLUMNS,
        sql<string | null>`null`.as('message'),
        sql<string | null>`phone`.as('phone'),
        sql<string | null>`null`.as('position'),
        sql<string | null>`null`.as('project'),
        sql<string | null>`linkedin_url`.as('linkedin_url'),
      ]);
    return db.selectFrom(contacts.unionAll(leads).as('inquiries'));
  }

  /**
   * The id and time of each inquiry the filters select, one query per table, each filtered on its own table
   * (where its indexes are); with a kind, only its table (and its message type), so that the other table is
   * not read only to find that none of its rows is of that kind. The search looks in the name, the e-mail and
   * a message's text. `after`: only rows older than that cursor (an export's next batch).
   */
  function selected(filters: InquiryFilters, after?: KeysetCursor | undefined) {
    const arm = (table: 'contact_messages' | 'candidate_leads') => {
      let query = db.selectFrom(table).select([`${table}.id`, `${table}.created_at`]);
      for (const condition of inboxConditions(table, filters)) query = query.where(condition);
      if (filters.search) {
        const message = table === 'contact_messages' ? [sql`coalesce(contact_messages.message, '')`] : [];
        query = query.where(containsText(db, table, [...personColumns(table), ...message], filters.search));
      }
      if (after) query = query.where(olderThan(table, 'created_at', after));
      return query;
    };
    if (filters.kind === INQUIRY_KINDS.knowYourWorth) return arm('candidate_leads');
    const contacts = arm('contact_messages');
    if (!filters.kind) return contacts.unionAll(arm('candidate_leads'));
    const consultation = filters.kind === INQUIRY_KINDS.consultation;
    return contacts.where('message_type', consultation ? '=' : '<>', MESSAGE_TYPES.consultation);
  }

  /** How many inquiries the filters select. */
  function count(filters: InquiryFilters): Promise<number> {
    return countRows(db.selectFrom(selected(filters).as('inquiries')));
  }

  /**
   * The ids of the inquiries the filters select, newest first, from `offset` on. Ordered as a whole, the
   * union of the two tables is a merge of their (…, created_at, id) indexes on both engines (SQLite: MERGE
   * (UNION ALL), PostgreSQL: Merge Append), so that the offset is skipped in the indexes alone and page 2,000
   * costs about what page 1 does. Ordered outside it, SQLite sorted all 200,000 rows for every page.
   */
  function orderedIds(
    filters: InquiryFilters,
    window: { limit: number; offset?: number; after?: KeysetCursor | undefined },
  ) {
    return db
      .selectFrom(
        selected(filters, window.after)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(window.limit)
          .offset(window.offset ?? 0)
          .as('page'),
      )
      .select('page.id');
  }

  async function skillsOf(leadIds: readonly string[]): Promise<Map<string, LeadSkill[]>> {
    const skills = new Map<string, LeadSkill[]>();
    if (leadIds.length === 0) return skills;
    const rows = await db
      .selectFrom('candidate_lead_skills')
      .select(['lead_id', 'skill', 'category', 'years_experience'])
      .where('lead_id', 'in', [...leadIds])
      .orderBy('lead_id')
      .orderBy('position')
      .execute();
    for (const row of rows) {
      const list = skills.get(row.lead_id) ?? [];
      list.push({ skill: row.skill, category: row.category, years: Number(row.years_experience) });
      skills.set(row.lead_id, list);
    }
    return skills;
  }

  async function rows(filters: InquiryFilters, window: RowsWindow): Promise<InquiryRow[]> {
    // The ids first, on their own: as a subquery of the union below, SQLite ran it once per table and once more.
    const ids = (
      await (
        'page' in window
          ? orderedIds(filters, { limit: window.page.pageSize, offset: pageOffset(window.page) })
          : orderedIds(filters, { limit: window.limit, after: window.after })
      ).execute()
    ).map((row) => row.id);
    if (ids.length === 0) return [];
    const found = await allInquiries()
      .leftJoin('users', 'users.id', 'inquiries.assigned_to')
      .selectAll('inquiries')
      .select('users.name as assignee_name')
      .where('inquiries.id', 'in', ids)
      .orderBy('inquiries.created_at', 'desc')
      .orderBy('inquiries.id', 'desc')
      .execute();
    const skills = await skillsOf(
      found.filter((row) => row.kind === INQUIRY_KINDS.knowYourWorth).map((row) => row.id),
    );
    return found.map((row) => {
      const leadSkills = skills.get(row.id) ?? [];
      return {
        id: row.id,
        kind: row.kind as InquiryKind,
        name: fullName(row),
        email: row.email,
        createdAt: row.created_at,
        status: toInquiryStatus(row.status),
        assignedTo: toAssignee(row.assigned_to, row.assignee_name),
        summary: summarise(
          row.kind === INQUIRY_KINDS.knowYourWorth ? describeSkills(leadSkills) : (row.message ?? ''),
        ),
        phone: row.phone,
        message: row.message,
        position: row.position,
        project: row.project,
        linkedIn: row.linkedin_url,
        skills: leadSkills,
      };
    });
  }

  return {
    ...inboxListing(count, rows, SUMMARY_FIELDS),

    /** Every submitted field, without the notes and the history (the inquiry service adds them). */
    async findById(id: string): Promise<Omit<InquiryDetail, 'notes' | 'history'> | undefined> {
      const contact = await db
        .selectFrom('contact_messages')
        .leftJoin('users', 'users.id', 'contact_messages.assigned_to')
        .selectAll('contact_messages')
        .select('users.name as assignee_name')
        .where('contact_messages.id', '=', id)
        .executeTakeFirst();
      const lead = contact
        ? undefined
        : await db
            .selectFrom('candidate_leads')
            .leftJoin('users', 'users.id', 'candidate_leads.assigned_to')
            .selectAll('candidate_leads')
            .select('users.name as assignee_name')
            .where('candidate_leads.id', '=', id)
            .executeTakeFirst();
      const row = contact ?? lead;
      if (!row) return undefined;
      const skills = lead ? await skillsOf([lead.id]) : new Map<string, LeadSkill[]>();
      return {
        id: row.id,
        kind: contact
          ? contact.message_type === MESSAGE_TYPES.consultation
            ? INQUIRY_KINDS.consultation
            : INQUIRY_KINDS.contact
          : INQUIRY_KINDS.knowYourWorth,
        firstName: row.first_name,
        lastName: row.last_name,
        name: fullName(row),
        email: row.email,
        phone: contact ? contact.phone : (lead?.phone ?? null),
        message: contact?.message ?? null,
        position: contact?.position ?? null,
        project: contact?.project ?? null,
        partnerReference: contact ? contact.partner_reference : null,
        employeeReference: contact ? contact.employee_reference : null,
        linkedIn: lead?.linkedin_url ?? null,
        skills: skills.get(row.id) ?? [],
        offerSentAt: lead?.offer_sent_at ?? null,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        consentAt: row.consent_at,
        noticeVersion: row.notice_version,
        status: toInquiryStatus(row.status),
        assignedTo: toAssignee(row.assigned_to, row.assignee_name),
      };
    },

    /** A know-your-worth lead with its skills and years, in the order sent; undefined when there is none. */
    async findLead(id: string): Promise<KnowYourWorthLead | undefined> {
      const lead = await db
        .selectFrom('candidate_leads')
        .select(['id', 'first_name', 'last_name', 'email', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!lead) return undefined;
      const skills = (await skillsOf([id])).get(id) ?? [];
      return {
        id: lead.id,
        firstName: lead.first_name,
        lastName: lead.last_name,
        email: lead.email,
        status: lead.status,
        skills: skills.map(({ skill, years }) => ({ skill, years })),
      };
    },
  };
}

export type InquiryQueries = ReturnType<typeof createInquiryQueries>;
