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
import type { Database } from '../db/schema.js';
import { fullName, toInquiryStatus } from './inbox-shared.js';
import { inboxConditions, inboxListing, personColumns, toAssignee } from './inbox-queries.js';
import { countRows, olderThan, pageOffset, type PageRequest, type RowsWindow } from './pagination.js';
import { containsText } from './text-search.js';

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
  /**
   * Both tables as one relation with the same columns; with a kind, only its table (and its message type), so
   * that the other table is not read only to find that none of its rows is of that kind. A search is made in
   * each table (name, e-mail, and a message's text), where its index is.
   */
  function allInquiries(kind?: InquiryKind, search?: string) {
    let contacts = db
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
    let leads = db
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
    if (search) {
      const message = sql`coalesce(contact_messages.message, '')`;
      contacts = contacts.where(
        containsText(db, 'contact_messages', [...personColumns('contact_messages'), message], search),
      );
      leads = leads.where(containsText(db, 'candidate_leads', personColumns('candidate_leads'), search));
    }
    if (kind === INQUIRY_KINDS.knowYourWorth) return db.selectFrom(leads.as('inquiries'));
    if (kind) {
      contacts = contacts.where(
        'message_type',
        kind === INQUIRY_KINDS.consultation ? '=' : '<>',
        MESSAGE_TYPES.consultation,
      );
      return db.selectFrom(contacts.as('inquiries'));
    }
    return db.selectFrom(contacts.unionAll(leads).as('inquiries'));
  }

  function filtered(filters: InquiryFilters) {
    let query = allInquiries(filters.kind, filters.search);
    for (const condition of inboxConditions('inquiries', filters)) query = query.where(condition);
    return query;
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

  /**
   * The ids of one page, newest first: on the two tables' (created_at, id) indexes both engines merge the two
   * ordered arms and skip the offset in the indexes alone (SQLite flattens the union into a merge, PostgreSQL
   * a Merge Append), so that page 2,000 costs about what page 1 does. The rows are then read by id.
   */
  function pageIds(filters: InquiryFilters, page: PageRequest) {
    return filtered(filters)
      .select('inquiries.id')
      .orderBy('inquiries.created_at', 'desc')
      .orderBy('inquiries.id', 'desc')
      .limit(page.pageSize)
      .offset(pageOffset(page));
  }

  async function rows(filters: InquiryFilters, window: RowsWindow): Promise<InquiryRow[]> {
    let query = allInquiries()
      .leftJoin('users', 'users.id', 'inquiries.assigned_to')
      .selectAll('inquiries')
      .select('users.name as assignee_name')
      .orderBy('inquiries.created_at', 'desc')
      .orderBy('inquiries.id', 'desc');
    if ('page' in window) {
      query = query.where('inquiries.id', 'in', pageIds(filters, window.page));
    } else {
      // A batch of the export: the filters, after the last row of the batch before (keyset, newest first).
      let ids = filtered(filters)
        .select('inquiries.id')
        .orderBy('inquiries.created_at', 'desc')
        .orderBy('inquiries.id', 'desc')
        .limit(window.limit);
      if (window.after) ids = ids.where(olderThan('inquiries', 'created_at', window.after));
      query = query.where('inquiries.id', 'in', ids);
    }
    const found = await query.execute();
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
    ...inboxListing((filters: InquiryFilters) => countRows(filtered(filters)), rows, SUMMARY_FIELDS),

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
