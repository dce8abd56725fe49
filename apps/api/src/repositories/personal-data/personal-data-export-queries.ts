import {
  APPLICATION_STATUS_LABELS,
  INQUIRY_KINDS,
  INQUIRY_STATUS_LABELS,
  MESSAGE_TYPES,
  RECORD_KINDS,
  STAFF_ROLE_CODES,
  USER_TYPES,
} from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toApplicationStatus, toInquiryStatus, visaStatusLabel } from '../recruiting/inbox-shared.js';

/**
 * Everything held about one person, read for "Download my data" and "Export personal data"
 * (docs/personal-data-export.md). Reads only; the ZIP is made by services/personal-data/personal-data-export.ts.
 *
 * Whose data: a person's own rows (user_id = theirs), the records an application or inquiry is, and the
 * history, notes, audit lines and e-mail about exactly those records. Rows about someone else are never read:
 * a partner's submitted candidates and bench rows are the candidates' data, and audit lines the person wrote
 * about other people's records are not about them.
 */

/** A stored file the ZIP carries: where it goes in the ZIP and where it is in the file storage. */
export interface ExportFile {
  /** Path inside the ZIP, e.g. "files/resumes/3f…-resume.pdf". */
  path: string;
  storedName: string;
}

/** How data.json names one of those files. */
export interface ExportFileRef {
  path: string;
  name: string;
  mimeType: string;
  /** Bytes; null where the database does not record it (the profile image). */
  size: number | null;
}

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/** Read at most this many ids per `in (…)` list, well below either engine's limit of parameters. */
const CHUNK = 500;

const INQUIRY_KIND_OF_MESSAGE: Record<number, string> = {
  [MESSAGE_TYPES.contact]: INQUIRY_KINDS.contact,
  [MESSAGE_TYPES.consultation]: INQUIRY_KINDS.consultation,
};

/** A name that is safe as one segment of a ZIP path: no folders, no control or reserved characters. */
export function safeFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^\p{L}\p{N}._ -]+/gu, '_')
    .replace(/^\.+/, '')
    .trim()
    .slice(-120);
  return cleaned || fallback;
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += CHUNK) out.push(items.slice(index, index + CHUNK));
  return out;
}

/** History fields whose values are people (user ids): the export names them beside the id. */
const PERSON_FIELDS = new Set(['assignedTo', 'managerId']);
/** Who made a change no person made (a scheduled job, an applicant's link). */
const SYSTEM_ACTOR = 'System';
/** What stands for a person no longer on record (never their id alone). */
const FORMER_USER = 'A former user';

/** A person's name for the export: null when there is no one, never an id alone. */
function personName(id: string | null, name: string | null | undefined): string | null {
  if (id === null) return null;
  return name ?? FORMER_USER;
}

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/** Collects the files of an export, each under its folder with a unique name. */
class FileList {
  readonly files: ExportFile[] = [];

  add(
    folder: string,
    recordId: string,
    file: { storedName: string | null | undefined; name: string; mimeType: string; size: number | null },
  ): ExportFileRef | null {
    if (!file.storedName) return null;
    const path = `files/${folder}/${recordId}-${safeFileName(file.name, 'file')}`;
    this.files.push({ path, storedName: file.storedName });
    return {
      path,
      name: file.name,
      mimeType: file.mimeType,
      size: file.size === null ? null : Number(file.size),
    };
  }
}

function profileImage(files: FileList, userId: string, storedName: string | null | undefined) {
  const extension = storedName ? storedName.slice(storedName.lastIndexOf('.')).toLowerCase() : '';
  return files.add('profile-image', userId, {
    storedName,
    name: `profile-image${extension}`,
    mimeType: IMAGE_TYPES[extension] ?? 'application/octet-stream',
    size: null,
  });
}

export function createPersonalDataExportQueries(db: Kysely<Database>) {
  async function applicationsWhere(
    files: FileList,
    where: { id?: string; email?: string },
  ): Promise<Record<string, unknown>[]> {
    let query = db
      .selectFrom('job_applications')
      .leftJoin('c2c_jobs', 'c2c_jobs.job_name', 'job_applications.job_name')
      .leftJoin('users as assignee', 'assignee.id', 'job_applications.assigned_to')
      .selectAll('job_applications')
      .select(['c2c_jobs.title as job_title', 'assignee.name as assignee_name']);
    if (where.id !== undefined) query = query.where('job_applications.id', '=', where.id);
    const { email } = where;
    if (email !== undefined) {
      query = query.where((eb) => eb(eb.fn('lower', ['job_applications.email']), '=', email));
    }
    const rows = await query.orderBy('job_applications.created_at').execute();
    return rows.map((row) => ({
      id: row.id,
      jobTitle: row.job_title ?? row.job_name,
      jobReference: row.job_name,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      linkedIn: row.linkedin_url || null,
      visaStatus: visaStatusLabel(row.visa_status),
      status: APPLICATION_STATUS_LABELS[toApplicationStatus(row.status)],
      assigneeName: personName(row.assigned_to, row.assignee_name),
      submittedByPartner: row.submitted_by_user_id !== null,
      createdAt: row.created_at,
      updatedAt: text(row.updated_at),
      consentAt: text(row.consent_at),
      noticeVersion: text(row.notice_version),
      resume: files.add('resumes', row.id, {
        storedName: row.resume_file_name,
        name: row.resume_original_name,
        mimeType: row.resume_mime_type,
        size: row.resume_size,
      }),
    }));
  }

  async function inquiriesWhere(where: { id?: string; email?: string }): Promise<Record<string, unknown>[]> {
    let messages = db
      .selectFrom('contact_messages')
      .leftJoin('users as assignee', 'assignee.id', 'contact_messages.assigned_to')
      .selectAll('contact_messages')
      .select('assignee.name as assignee_name');
    let leads = db
      .selectFrom('candidate_leads')
      .leftJoin('users as assignee', 'assignee.id', 'candidate_leads.assigned_to')
      .selectAll('candidate_leads')
      .select('assignee.name as assignee_name');
    if (where.id !== undefined) {
      messages = messages.where('contact_messages.id', '=', where.id);
      leads = leads.where('candidate_leads.id', '=', where.id);
    }
    const { email } = where;
    if (email !== undefined) {
      messages = messages.where((eb) => eb(eb.fn('lower', ['contact_messages.email']), '=', email));
      leads = leads.where((eb) => eb(eb.fn('lower', ['candidate_leads.email']), '=', email));
    }
    const [messageRows, leadRows] = await Promise.all([messages.execute(), leads.execute()]);
    const skills = await skillsOf(leadRows.map((lead) => lead.id));
    const shared = (row: (typeof messageRows)[number] | (typeof leadRows)[number]) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      status: INQUIRY_STATUS_LABELS[toInquiryStatus(row.status)],
      assigneeName: personName(row.assigned_to, row.assignee_name),
      createdAt: row.created_at,
      updatedAt: text(row.updated_at),
      consentAt: text(row.consent_at),
      noticeVersion: text(row.notice_version),
    });
    return [
      ...messageRows.map((row) => ({
        ...shared(row),
        kind: INQUIRY_KIND_OF_MESSAGE[row.message_type] ?? INQUIRY_KINDS.contact,
        phone: row.phone,
        message: row.message,
        position: row.position,
        project: row.project,
        partnerReference: row.partner_reference || null,
        employeeReference: row.employee_reference || null,
        linkedIn: null,
        skills: [],
        offerSentAt: null,
      })),
      ...leadRows.map((row) => ({
        ...shared(row),
        kind: INQUIRY_KINDS.knowYourWorth,
        phone: row.phone,
        message: null,
        position: null,
        project: null,
        partnerReference: null,
        employeeReference: null,
        linkedIn: row.linkedin_url || null,
        skills: skills.get(row.id) ?? [],
        offerSentAt: text(row.offer_sent_at),
      })),
    ].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  async function skillsOf(leadIds: readonly string[]) {
    const bySkill = new Map<string, { skill: string; category: string; years: number }[]>();
    for (const ids of chunks(leadIds)) {
      const rows = await db
        .selectFrom('candidate_lead_skills')
        .select(['lead_id', 'skill', 'category', 'years_experience'])
        .where('lead_id', 'in', ids)
        .orderBy('position')
        .execute();
      for (const row of rows) {
        const list = bySkill.get(row.lead_id) ?? [];
        list.push({ skill: row.skill, category: row.category, years: Number(row.years_experience) });
        bySkill.set(row.lead_id, list);
      }
    }
    return bySkill;
  }

  /** The names of the given people (user ids), by id. */
  async function namesOf(userIds: readonly (string | null)[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    const unique = [...new Set(userIds.filter((id): id is string => id !== null))];
    for (const ids of chunks(unique)) {
      const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();
      for (const row of rows) names.set(row.id, row.name);
    }
    return names;
  }

  /** Notes, field history, audit lines and e-mail about the given records (ids are UUIDs, unique across kinds). */
  async function aboutRecords(recordIds: readonly string[], email: string | null) {
    const notes: Record<string, unknown>[] = [];
    const history: Record<string, unknown>[] = [];
    const auditLog: Record<string, unknown>[] = [];
    const emails: Record<string, unknown>[] = [];
    for (const ids of chunks(recordIds)) {
      const [noteRows, changeRows, auditRows, mailRows] = await Promise.all([
        db
          .selectFrom('record_notes')
          .leftJoin('users', 'users.id', 'record_notes.author_id')
          .select([
            'record_notes.record_kind',
            'record_notes.record_id',
            'record_notes.body',
            'record_notes.created_at',
            'users.name as author',
          ])
          .where('record_notes.record_id', 'in', ids)
          .execute(),
        db
          .selectFrom('record_changes')
          .leftJoin('users as actor', 'actor.id', 'record_changes.actor_id')
          .select([
            'record_changes.record_kind',
            'record_changes.record_id',
            'record_changes.field',
            'record_changes.old_value',
            'record_changes.new_value',
            'record_changes.created_at',
            'record_changes.actor_id',
            'actor.name as actor_name',
          ])
          .where('record_changes.record_id', 'in', ids)
          .execute(),
        db
          .selectFrom('audit_log')
          .select(['at', 'actor_name', 'action', 'record_kind', 'record_id', 'record_label'])
          .where('record_id', 'in', ids)
          .execute(),
        email === null
          ? Promise.resolve([])
          : db
              .selectFrom('mail_outbox')
              .select(['cause_kind', 'cause_id', 'subject', 'status', 'created_at', 'sent_at'])
              .where('cause_id', 'in', ids)
              .where((eb) => eb(eb.fn('lower', ['recipient']), '=', email))
              .execute(),
      ]);
      notes.push(
        ...noteRows.map((row) => ({
          recordKind: row.record_kind,
          recordId: row.record_id,
          at: row.created_at,
          author: row.author ?? null,
          text: row.body,
        })),
      );
      const names = await namesOf(
        changeRows
          .filter((row) => PERSON_FIELDS.has(row.field))
          .flatMap((row) => [row.old_value, row.new_value]),
      );
      const nameOf = (field: string, value: string | null) =>
        PERSON_FIELDS.has(field) ? personName(value, value === null ? null : names.get(value)) : null;
      history.push(
        ...changeRows.map((row) => ({
          recordKind: row.record_kind,
          recordId: row.record_id,
          at: row.created_at,
          by: row.actor_id === null ? SYSTEM_ACTOR : personName(row.actor_id, row.actor_name),
          field: row.field,
          from: row.old_value,
          to: row.new_value,
          fromName: nameOf(row.field, row.old_value),
          toName: nameOf(row.field, row.new_value),
        })),
      );
      auditLog.push(
        ...auditRows.map((row) => ({
          at: row.at,
          actor: row.actor_name,
          action: row.action,
          recordKind: row.record_kind,
          recordId: row.record_id,
          recordLabel: row.record_label,
        })),
      );
      emails.push(
        ...mailRows.map((row) => ({
          recordKind: row.cause_kind,
          recordId: row.cause_id,
          subject: row.subject,
          status: row.status,
          queuedAt: row.created_at,
          sentAt: text(row.sent_at),
        })),
      );
    }
    const byTime = (a: { at?: unknown }, b: { at?: unknown }) => String(a.at).localeCompare(String(b.at));
    return {
      notes: notes.sort(byTime),
      history: history.sort(byTime),
      auditLog: auditLog.sort(byTime),
      emails: emails.sort((a, b) => String(a.queuedAt).localeCompare(String(b.queuedAt))),
    };
  }

  function emptyPersonParts() {
    return {
      profile: null,
      personalDetails: null,
      address: null,
      timeSheets: [],
      leave: [],
      claims: [],
      cases: [],
      payslips: [],
      signIns: [],
      passkeys: [],
      calendarFeeds: [],
      projects: [],
    };
  }

  async function personParts(userId: string, files: FileList) {
    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user) return undefined;
    const manager = user.manager_id
      ? await db.selectFrom('users').select('name').where('id', '=', user.manager_id).executeTakeFirst()
      : undefined;
    const [details, address, sheets, leaves, claims, cases, payslips, signIns, passkeys, feeds, projects] =
      await Promise.all([
        db.selectFrom('user_personal_details').selectAll().where('user_id', '=', userId).executeTakeFirst(),
        db.selectFrom('user_addresses').selectAll().where('user_id', '=', userId).executeTakeFirst(),
        db
          .selectFrom('time_sheets')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('week_start')
          .execute(),
        db
          .selectFrom('leave_requests')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('from_date')
          .execute(),
        db.selectFrom('expenses').selectAll().where('user_id', '=', userId).orderBy('expense_date').execute(),
        db
          .selectFrom('support_cases')
          .leftJoin('users as assignee', 'assignee.id', 'support_cases.assigned_to')
          .selectAll('support_cases')
          .select('assignee.name as assignee_name')
          .where('support_cases.user_id', '=', userId)
          .orderBy('support_cases.created_at')
          .execute(),
        db.selectFrom('payslips').selectAll().where('user_id', '=', userId).orderBy('month').execute(),
        db
          .selectFrom('audit_log')
          .select('at')
          .where('record_kind', '=', RECORD_KINDS.session)
          .where('record_id', '=', userId)
          .where('action', '=', 'signed in')
          .orderBy('at')
          .execute(),
        db
          .selectFrom('passkeys')
          .select(['id', 'name', 'transports', 'created_at', 'last_used_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('calendar_feeds')
          .select(['id', 'kind', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('project_assignments')
          .innerJoin('projects', 'projects.id', 'project_assignments.project_id')
          .select(['projects.name', 'project_assignments.assigned_at'])
          .where('project_assignments.user_id', '=', userId)
          .orderBy('projects.name')
          .execute(),
      ]);

    const entries = new Map<string, Record<string, unknown>[]>();
    for (const ids of chunks(sheets.map((sheet) => sheet.id))) {
      const rows = await db
        .selectFrom('time_sheet_entries')
        .selectAll()
        .where('time_sheet_id', 'in', ids)
        .orderBy('position')
        .execute();
      for (const row of rows) {
        const list = entries.get(row.time_sheet_id) ?? [];
        list.push({
          project: row.project,
          hours: {
            mon: Number(row.hours_mon),
            tue: Number(row.hours_tue),
            wed: Number(row.hours_wed),
            thu: Number(row.hours_thu),
            fri: Number(row.hours_fri),
            sat: Number(row.hours_sat),
            sun: Number(row.hours_sun),
          },
        });
        entries.set(row.time_sheet_id, list);
      }
    }
    const messages = new Map<string, Record<string, unknown>[]>();
    for (const ids of chunks(cases.map((row) => row.id))) {
      const rows = await db
        .selectFrom('case_messages')
        .select(['case_id', 'from_staff', 'body', 'created_at'])
        .where('case_id', 'in', ids)
        .orderBy('created_at')
        .execute();
      for (const row of rows) {
        const list = messages.get(row.case_id) ?? [];
        list.push({ at: row.created_at, fromStaff: Number(row.from_staff) === 1, text: row.body });
        messages.set(row.case_id, list);
      }
    }

    const decision = (row: {
      decided_at: string | null;
      decision_reason: string | null;
    }): { decidedAt: string | null; decisionReason: string | null } => ({
      decidedAt: row.decided_at,
      decisionReason: row.decision_reason,
    });

    const staffRoles = (user.staff_roles ?? '')
      .split(',')
      .filter((role) => (STAFF_ROLE_CODES as readonly string[]).includes(role));
    return {
      user,
      records: [
        ...sheets.map((row) => row.id),
        ...leaves.map((row) => row.id),
        ...claims.map((row) => row.id),
        ...cases.map((row) => row.id),
        ...payslips.map((row) => row.id),
        ...passkeys.map((row) => row.id),
      ],
      parts: {
        profile: {
          id: user.id,
          name: user.name,
          email: user.email,
          phone: user.phone,
          role: Number(user.user_type) === USER_TYPES.employee ? 'employee' : 'partner',
          companyName: user.company_name,
          companyWebsite: user.company_website ?? null,
          status: user.status ?? null,
          staffRoles,
          office: user.office ?? null,
          manager: manager?.name ?? null,
          remindersEnabled: Number(user.reminders_enabled ?? 1) === 1,
          createdAt: user.created_at,
          statusChangedAt: user.status_changed_at ?? null,
          profileImage: profileImage(files, user.id, user.profile_image_name),
        },
        personalDetails: details
          ? {
              dateOfBirth: details.date_of_birth,
              maritalStatus: details.marital_status,
              emergencyContactName: details.emergency_contact_name,
              emergencyContactPhone: details.emergency_contact_phone,
              updatedAt: details.updated_at,
            }
          : null,
        address: address
          ? {
              street: address.street,
              city: address.city,
              state: address.state,
              zipCode: address.zip_code,
              country: address.country,
              updatedAt: address.updated_at,
            }
          : null,
        timeSheets: sheets.map((row) => ({
          id: row.id,
          weekStart: row.week_start,
          status: row.status,
          totalHours: Number(row.total_hours),
          submittedAt: row.submitted_at,
          createdAt: row.created_at,
          updatedAt: row.updated_at,
          ...decision(row),
          entries: entries.get(row.id) ?? [],
        })),
        leave: leaves.map((row) => ({
          id: row.id,
          type: row.leave_type,
          from: row.from_date,
          to: row.to_date,
          days: Number(row.days),
          reason: row.reason,
          status: row.status,
          createdAt: row.created_at,
          cancelledAt: row.cancelled_at ?? null,
          ...decision(row),
          certificate: files.add('certificates', row.id, {
            storedName: row.certificate_file_name,
            name: row.certificate_original_name ?? 'certificate',
            mimeType: row.certificate_mime_type ?? '',
            size: Number(row.certificate_size ?? 0),
          }),
        })),
        claims: claims.map((row) => ({
          id: row.id,
          date: row.expense_date,
          category: row.category,
          /** Minor units (cents, paise) of `currency`. */
          amount: Number(row.amount_minor),
          currency: row.currency,
          description: row.description,
          status: row.status,
          createdAt: row.created_at,
          paidAt: row.paid_at,
          ...decision(row),
          receipt: files.add('receipts', row.id, {
            storedName: row.receipt_file_name,
            name: row.receipt_original_name,
            mimeType: row.receipt_mime_type,
            size: row.receipt_size,
          }),
        })),
        cases: cases.map((row) => ({
          id: row.id,
          reference: row.reference,
          title: row.title,
          category: row.category,
          priority: row.priority,
          description: row.description,
          status: row.status,
          assigneeName: personName(row.assigned_to, row.assignee_name),
          createdAt: row.created_at,
          updatedAt: row.updated_at,
          messages: messages.get(row.id) ?? [],
        })),
        payslips: payslips.map((row) => ({
          id: row.id,
          month: row.month,
          uploadedAt: row.uploaded_at,
          file: files.add('payslips', row.id, {
            storedName: row.file_name,
            name: `payslip-${row.month}.pdf`,
            mimeType: 'application/pdf',
            size: row.size,
          }),
        })),
        signIns: signIns.map((row) => ({ at: row.at })),
        passkeys: passkeys.map((row) => ({
          name: row.name,
          transports: row.transports ? row.transports.split(',') : [],
          createdAt: row.created_at,
          lastUsedAt: row.last_used_at,
        })),
        calendarFeeds: feeds.map((row) => ({ kind: row.kind, createdAt: row.created_at })),
        projects: projects.map((row) => ({ name: row.name, assignedAt: row.assigned_at })),
      },
    };
  }

  return {
    /**
     * The data of one person, or undefined when there is no such record. `kind`/`id`: the record the export
     * starts from. A person's own download (`withSubmissionsByEmail` false) holds their account's data; a
     * staff export of a person adds the inquiries and applications sent with the account's e-mail.
     */
    async personalDataOf(
      kind: 'person' | 'application' | 'inquiry',
      id: string,
      options: { withSubmissionsByEmail: boolean } = { withSubmissionsByEmail: false },
    ): Promise<{ data: Record<string, unknown>; files: ExportFile[] } | undefined> {
      const files = new FileList();
      let person: Record<string, unknown> = emptyPersonParts();
      let applications: Record<string, unknown>[] = [];
      let inquiries: Record<string, unknown>[] = [];
      let email: string | null = null;
      const recordIds: string[] = [];

      if (kind === 'person') {
        const found = await personParts(id, files);
        if (!found) return undefined;
        person = found.parts;
        email = found.user.email.toLowerCase();
        recordIds.push(id, ...found.records);
        if (options.withSubmissionsByEmail && email) {
          applications = await applicationsWhere(files, { email });
          inquiries = await inquiriesWhere({ email });
        }
      } else if (kind === 'application') {
        applications = await applicationsWhere(files, { id });
        if (applications.length === 0) return undefined;
      } else {
        inquiries = await inquiriesWhere({ id });
        if (inquiries.length === 0) return undefined;
      }
      for (const record of [...applications, ...inquiries]) recordIds.push(String(record.id));
      email ??= String((applications[0] ?? inquiries[0])?.email ?? '').toLowerCase() || null;

      const about = await aboutRecords(recordIds, email);
      return {
        data: { ...person, inquiries, applications, ...about },
        files: files.files,
      };
    },
  };
}
