import {
  INQUIRY_KINDS,
  INQUIRY_STATUS_CODES,
  INQUIRY_STATUS_LABELS,
  MESSAGE_TYPES,
  RECORD_KINDS,
  type Assignee,
  type InquiryDetail,
  type InquiryFilters,
  type InquiryKind,
  type InquiryStatus,
  type InquirySummary,
  type LeadSkill,
  type Page,
  type SkillYears,
} from '@smartmove/contract';
import { sql, type Kysely } from 'kysely';
import type { DatabaseEngine } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { createAuditLogRepository, type AuditEntry } from './audit-log-repository.js';
import {
  addInboxNote,
  applyInboxPatch,
  isActiveStaffMember,
  type InboxActor,
  type InboxUpdateResult,
} from './inbox-shared.js';
import { createMailOutboxRepository, type OutgoingMail } from './mail-outbox-repository.js';
import { containsPattern, pageOffset, toCount, toPage, type PageRequest } from './pagination.js';
import { createRecordHistoryRepository } from './record-history-repository.js';

/** The outbox's cause kind of an offer e-mailed to a know-your-worth lead (an inquiry). */
export const OFFER_MAIL_CAUSE = 'offer';

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

function toStatus(value: string): InquiryStatus {
  return (INQUIRY_STATUS_CODES as readonly string[]).includes(value) ? (value as InquiryStatus) : 'new';
}

function summarise(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SUMMARY_LENGTH ? `${flat.slice(0, SUMMARY_LENGTH - 1)}…` : flat;
}

export interface KnowYourWorthLead {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: string;
  skills: SkillYears[];
}

const OFFER_SENT: InquiryStatus = 'offer-sent';

export function describeSkills(skills: readonly LeadSkill[]): string {
  return skills.map((skill) => `${skill.skill} (${skill.years} yrs)`).join(', ');
}

/** What a reader knows a stored history value by. */
export function describeInquiryChange(field: string, value: string | null, names: Map<string, string>) {
  if (value === null) return null;
  if (field === 'status') return INQUIRY_STATUS_LABELS[toStatus(value)];
  if (field === 'assignedTo') return names.get(value) ?? value;
  return value;
}

/**
 * The back office's view of inquiries (docs/product.md#back-office): contact messages and consultation
 * requests (contact_messages) and know-your-worth leads (candidate_leads with their skills) read as one
 * list, and their status and assignee changed with the history and the audit line in one transaction.
 * The public forms write these tables through their own repositories.
 */
export function createInquiryRepository(db: Kysely<Database>, engine: DatabaseEngine) {
  /** Both tables as one relation with the same columns. */
  function allInquiries() {
    const contacts = db
      .selectFrom('contact_messages')
      .select([
        'id',
        sql<string>`case when message_type = ${MESSAGE_TYPES.consultation} then ${INQUIRY_KINDS.consultation} else ${INQUIRY_KINDS.contact} end`.as(
          'kind',
        ),
        'first_name',
        'last_name',
        'email',
        'created_at',
        'status',
        'assigned_to',
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
        'first_name',
        'last_name',
        'email',
        'created_at',
        'status',
        'assigned_to',
        sql<string | null>`null`.as('message'),
        sql<string | null>`phone`.as('phone'),
        sql<string | null>`null`.as('position'),
        sql<string | null>`null`.as('project'),
        sql<string | null>`linkedin_url`.as('linkedin_url'),
      ]);
    return db.selectFrom(contacts.unionAll(leads).as('inquiries'));
  }

  function filtered(filters: InquiryFilters) {
    let query = allInquiries();
    if (filters.kind) query = query.where('inquiries.kind', '=', filters.kind);
    if (filters.status) query = query.where('inquiries.status', '=', filters.status);
    if (filters.assignedTo === 'none') query = query.where('inquiries.assigned_to', 'is', null);
    else if (filters.assignedTo) query = query.where('inquiries.assigned_to', '=', filters.assignedTo);
    if (filters.search) {
      const pattern = containsPattern(filters.search);
      query = query.where((eb) =>
        eb.or([
          sql<boolean>`lower(inquiries.first_name || ' ' || inquiries.last_name) like ${pattern} escape '\\'`,
          sql<boolean>`lower(inquiries.email) like ${pattern} escape '\\'`,
          sql<boolean>`lower(coalesce(inquiries.message, '')) like ${pattern} escape '\\'`,
        ]),
      );
    }
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

  async function rows(filters: InquiryFilters, page?: PageRequest): Promise<InquiryRow[]> {
    let query = filtered(filters)
      .leftJoin('users', 'users.id', 'inquiries.assigned_to')
      .selectAll('inquiries')
      .select('users.name as assignee_name')
      .orderBy('inquiries.created_at', 'desc')
      .orderBy('inquiries.id', 'desc');
    if (page) query = query.limit(page.pageSize).offset(pageOffset(page));
    const found = await query.execute();
    const skills = await skillsOf(
      found.filter((row) => row.kind === INQUIRY_KINDS.knowYourWorth).map((row) => row.id),
    );
    return found.map((row) => {
      const leadSkills = skills.get(row.id) ?? [];
      return {
        id: row.id,
        kind: row.kind as InquiryKind,
        name: `${row.first_name} ${row.last_name}`.trim(),
        email: row.email,
        createdAt: row.created_at,
        status: toStatus(row.status),
        assignedTo: row.assigned_to
          ? { id: row.assigned_to, name: row.assignee_name ?? row.assigned_to }
          : null,
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

  async function assignee(userId: string | null, trx: Kysely<Database> = db): Promise<Assignee | null> {
    if (!userId) return null;
    const user = await trx
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return user ? { id: user.id, name: user.name } : { id: userId, name: userId };
  }

  /** Which table holds the inquiry, with the fields an update compares (locked until the end on PostgreSQL). */
  async function current(trx: Kysely<Database>, id: string) {
    const lock = engine === 'postgres' ? sql` for update` : sql``;
    const contact = await sql<{
      first_name: string;
      last_name: string;
      status: string;
      assigned_to: string | null;
    }>`
      select first_name, last_name, status, assigned_to from contact_messages where id = ${id}${lock}`.execute(
      trx,
    );
    if (contact.rows[0]) return { table: 'contact_messages' as const, ...contact.rows[0] };
    const lead = await sql<{
      first_name: string;
      last_name: string;
      status: string;
      assigned_to: string | null;
    }>`
      select first_name, last_name, status, assigned_to from candidate_leads where id = ${id}${lock}`.execute(
      trx,
    );
    if (lead.rows[0]) return { table: 'candidate_leads' as const, ...lead.rows[0] };
    return undefined;
  }

  return {
    /** Newest first. */
    async list(filters: InquiryFilters, page: PageRequest): Promise<Page<InquirySummary>> {
      const [items, count] = await Promise.all([
        rows(filters, page),
        filtered(filters)
          .select((eb) => eb.fn.countAll().as('total'))
          .executeTakeFirst(),
      ]);
      const summaries = items.map(
        ({ id, kind, name, email, createdAt, status, assignedTo, summary }): InquirySummary => ({
          id,
          kind,
          name,
          email,
          createdAt,
          status,
          assignedTo,
          summary,
        }),
      );
      return toPage(summaries, toCount(count?.total as number | undefined), page);
    },

    /** Every matching inquiry, newest first (the CSV export). */
    listAll(filters: InquiryFilters): Promise<InquiryRow[]> {
      return rows(filters);
    },

    /** Every submitted field, the notes and the history. */
    async findById(id: string): Promise<InquiryDetail | undefined> {
      const record = { kind: RECORD_KINDS.inquiry, id };
      const history = createRecordHistoryRepository(db);
      const contact = await db
        .selectFrom('contact_messages')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      const lead = contact
        ? undefined
        : await db.selectFrom('candidate_leads').selectAll().where('id', '=', id).executeTakeFirst();
      const row = contact ?? lead;
      if (!row) return undefined;
      const [assignedTo, notes, changes, skills] = await Promise.all([
        assignee(row.assigned_to),
        history.listNotes(record),
        history.listChanges(record, describeInquiryChange),
        lead ? skillsOf([lead.id]) : Promise.resolve(new Map<string, LeadSkill[]>()),
      ]);
      return {
        id: row.id,
        kind: contact
          ? contact.message_type === MESSAGE_TYPES.consultation
            ? INQUIRY_KINDS.consultation
            : INQUIRY_KINDS.contact
          : INQUIRY_KINDS.knowYourWorth,
        firstName: row.first_name,
        lastName: row.last_name,
        name: `${row.first_name} ${row.last_name}`.trim(),
        email: row.email,
        phone: contact ? contact.phone : (lead?.phone ?? null),
        message: contact?.message ?? null,
        position: contact?.position ?? null,
        project: contact?.project ?? null,
        partnerReference: contact ? contact.partner_reference : null,
        employeeReference: contact ? contact.employee_reference : null,
        linkedIn: lead?.linkedin_url ?? null,
        skills: skills.get(row.id) ?? [],
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        status: toStatus(row.status),
        assignedTo,
        notes,
        history: changes,
      };
    },

    /**
     * Changes the status and/or the assignee; the history rows and the audit lines commit with the change.
     * An assignee must be an active staff member.
     */
    update(
      id: string,
      patch: { status?: InquiryStatus | undefined; assignedTo?: string | null | undefined },
      actor: InboxActor,
      now: Date = new Date(),
    ): Promise<InboxUpdateResult> {
      return db.transaction().execute(async (trx) => {
        const row = await current(trx, id);
        if (!row) return { notFound: true };
        if (patch.assignedTo && !(await isActiveStaffMember(trx, patch.assignedTo))) {
          return { invalidAssignee: true };
        }
        await applyInboxPatch(trx, { kind: RECORD_KINDS.inquiry, id, row: row }, patch, actor, now);
        return { updated: true };
      });
    },

    /** Adds a staff note, with its audit line. */
    addNote(id: string, body: string, actor: InboxActor, now: Date = new Date()): Promise<InboxUpdateResult> {
      return db.transaction().execute(async (trx) => {
        const row = await current(trx, id);
        if (!row) return { notFound: true };
        await addInboxNote(trx, { kind: RECORD_KINDS.inquiry, id, row: row }, body, actor, now);
        return { updated: true };
      });
    },

    /** A know-your-worth lead with its skills and years, in the order sent; undefined when there is none. */
    async findLead(id: string): Promise<KnowYourWorthLead | undefined> {
      const lead = await db
        .selectFrom('candidate_leads')
        .select(['id', 'first_name', 'last_name', 'email', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!lead) return undefined;
      const skills = await db
        .selectFrom('candidate_lead_skills')
        .select(['skill', 'years_experience'])
        .where('lead_id', '=', id)
        .orderBy('position')
        .execute();
      return {
        id: lead.id,
        firstName: lead.first_name,
        lastName: lead.last_name,
        email: lead.email,
        status: lead.status,
        skills: skills.map((row) => ({ skill: row.skill, years: Number(row.years_experience) })),
      };
    },

    /**
     * In one transaction: the offer e-mail into the outbox, the lead's status to Offer sent with its history
     * line, and the audit line. False when the lead does not exist (nothing is written).
     */
    async sendOffer(
      leadId: string,
      mail: (lead: KnowYourWorthLead) => Omit<OutgoingMail, 'to' | 'causeKind' | 'causeId'>,
      actor: InboxActor,
      now: Date = new Date(),
    ): Promise<{ status: InquiryStatus } | undefined> {
      return db.transaction().execute(async (trx) => {
        const lead = await trx
          .selectFrom('candidate_leads')
          .select(['id', 'first_name', 'last_name', 'email', 'status'])
          .where('id', '=', leadId)
          .executeTakeFirst();
        if (!lead) return undefined;
        const at = now.toISOString();
        const name = `${lead.first_name} ${lead.last_name}`.trim();
        const message = mail({
          id: lead.id,
          firstName: lead.first_name,
          lastName: lead.last_name,
          email: lead.email,
          status: lead.status,
          skills: [],
        });
        await createMailOutboxRepository(trx).enqueue(
          [{ ...message, to: lead.email, causeKind: OFFER_MAIL_CAUSE, causeId: lead.id }],
          now,
        );
        await trx
          .updateTable('candidate_leads')
          .set({ status: OFFER_SENT, updated_at: at })
          .where('id', '=', lead.id)
          .execute();
        if (lead.status !== OFFER_SENT) {
          await createRecordHistoryRepository(trx).addChanges(
            { kind: RECORD_KINDS.inquiry, id: lead.id },
            actor.id,
            [{ field: 'status', oldValue: lead.status, newValue: OFFER_SENT }],
            now,
          );
        }
        const entry: AuditEntry = {
          actorId: actor.id,
          actorName: actor.name,
          action: 'sent offer',
          recordKind: RECORD_KINDS.inquiry,
          recordId: lead.id,
          recordLabel: name,
        };
        await createAuditLogRepository(trx).record(entry, now);
        return { status: OFFER_SENT };
      });
    },
  };
}

export type InquiryRepository = ReturnType<typeof createInquiryRepository>;
