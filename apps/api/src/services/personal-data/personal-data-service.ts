import type { Readable } from 'node:stream';
import {
  ACCOUNT_STATUSES,
  BACK_OFFICE_ROUTES,
  EXPORTED_PERSONAL_DATA_AUDIT,
  PUBLIC_ROUTES,
  RECORD_KINDS,
  type PersonalDataExportKind,
} from '@smartmove/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { truncateWal } from '../../db/sqlite-connection.js';
import { createCandidateLeadRepository } from '../../repositories/recruiting/candidate-lead-repository.js';
import { createCandidateLeadSkillRepository } from '../../repositories/recruiting/candidate-lead-skill-repository.js';
import { createContactMessageRepository } from '../../repositories/recruiting/contact-message-repository.js';
import { OFFER_MAIL_CAUSE } from '../../repositories/recruiting/inbox-shared.js';
import { createJobApplicationsRepository } from '../../repositories/recruiting/job-applications-repository.js';
import { STAFF_RECIPIENTS } from '../../repositories/mail/mail-outbox-repository.js';
import { createScheduledRunRepository } from '../../repositories/operations/scheduled-run-repository.js';
import { rewriteTextIndexes } from '../../repositories/text-search.js';
import { createUsersRepository } from '../../repositories/people/users-repository.js';
import { applicationWithdrawnMail } from '../../mail/mail-messages.js';
import { pageUrl } from '../site-links.js';
import { isRealEmail } from '../people/people-service.js';
import { queueMail, withdrawMail } from '../mail/mail-queue.js';
import { createSubmittalRepository } from '../../repositories/talent/submittal-repository.js';
import { SUBMITTAL_MAIL_CAUSE } from '../talent/submittal-service.js';
import { createPersonalDataZip } from './personal-data-export.js';
import type { ErasableKind } from '../../repositories/personal-data/personal-data-queries.js';
import { eraseRecordHistory, recordChange, type Actor } from '../record-change.js';
import type { ServiceDeps } from '../service-deps.js';
import type { AfterCommit } from '../after-commit.js';

export type { ErasableKind } from '../../repositories/personal-data/personal-data-queries.js';

/** Who erased: a staff member, the applicant on their status page, or the retention job (no id). */
export type Eraser = Actor;

export const ERASED_AUDIT_ACTION = 'erased personal data';

/** Records erased per batch of the retention job. */
const RETENTION_BATCH = 100;
const RETENTION_JOB: Eraser = { id: null, name: 'Retention job' };
const APPLICANT: Eraser = { id: null, name: 'The applicant' };
const DAY_MS = 24 * 60 * 60 * 1000;

const EXPORT_RECORD_KINDS: Record<PersonalDataExportKind, string> = {
  person: RECORD_KINDS.person,
  application: RECORD_KINDS.application,
  inquiry: RECORD_KINDS.inquiry,
};

/** Who an export is about, as its audit line names them. */
function subjectLabel(data: Record<string, unknown>): string {
  const profile = data.profile as { name?: string } | null;
  if (profile?.name) return profile.name;
  const [record] = [...(data.applications as unknown[]), ...(data.inquiries as unknown[])] as {
    firstName?: string;
    lastName?: string;
  }[];
  return [record?.firstName, record?.lastName].filter(Boolean).join(' ') || 'personal data';
}

/** The outbox's cause kinds of a record's mail: an inquiry's offer goes out as its own kind. */
const MAIL_CAUSE_KINDS: Record<ErasableKind, readonly string[]> = {
  [RECORD_KINDS.inquiry]: [RECORD_KINDS.inquiry, OFFER_MAIL_CAUSE],
  [RECORD_KINDS.application]: [RECORD_KINDS.application],
};

/**
 * Erasure of personal data (docs/product.md#personal-data): by staff, by the applicant and by the retention
 * job. One transaction removes the record, its notes and history, and every e-mail about it in the outbox;
 * earlier audit lines about it lose the name they showed, and one anonymous line records the erasure. The
 * record's files are removed after the commit, so a failed transaction leaves the record whole. On SQLite
 * the WAL is then checkpointed and truncated, so that the erased text (zeroed in the database file by
 * `secure_delete`) is in neither file; PostgreSQL needs no such step from us.
 */
export function createPersonalDataService({
  db,
  changes,
  engine,
  env,
  queries,
  fileStorage,
  log,
}: ServiceDeps) {
  /** Deletes the record's own rows; the files it held, or undefined when it does not exist. */
  async function deleteRecord(trx: Transaction<Database>, kind: ErasableKind, id: string) {
    if (kind === RECORD_KINDS.application) {
      const resume = await createJobApplicationsRepository(trx, engine).delete(id);
      return resume === undefined ? undefined : [resume];
    }
    if (await createContactMessageRepository(trx, engine).delete(id)) return [];
    await createCandidateLeadSkillRepository(trx).deleteOfLead(id);
    return (await createCandidateLeadRepository(trx, engine).delete(id)) ? [] : undefined;
  }

  /** The submittals of an erased application or lead go with it: they hold the person's name and contact. */
  async function eraseSubmittalsOf(
    trx: Transaction<Database>,
    kind: ErasableKind,
    id: string,
    eraser: Eraser,
  ) {
    const source = kind === RECORD_KINDS.application ? 'application' : 'lead';
    for (const submittalId of await createSubmittalRepository(trx, engine).deleteOfCandidate(source, id)) {
      await withdrawMail(trx, [SUBMITTAL_MAIL_CAUSE], submittalId);
      await eraseRecordHistory(
        trx,
        { kind: RECORD_KINDS.submittal, id: submittalId },
        { actor: eraser, action: ERASED_AUDIT_ACTION, label: 'erased submittal', at: new Date() },
      );
    }
  }

  /** Erases the record in `trx` (its files go after the commit); false when it does not exist. */
  async function eraseIn(
    trx: Transaction<Database>,
    after: AfterCommit,
    kind: ErasableKind,
    id: string,
    eraser: Eraser,
  ): Promise<boolean> {
    const files = await deleteRecord(trx, kind, id);
    if (!files) return false;
    for (const file of files) after.removeFile(file);
    await eraseSubmittalsOf(trx, kind, id, eraser);
    // Sent ones too: the outbox keeps each message's text and address, which name the person.
    await withdrawMail(trx, MAIL_CAUSE_KINDS[kind], id);
    await eraseRecordHistory(
      trx,
      { kind, id },
      { actor: eraser, action: ERASED_AUDIT_ACTION, label: `erased ${kind}`, at: new Date() },
    );
    return true;
  }

  /**
   * After the commit (never inside a transaction): the search indexes' and the WAL's old copies of erased rows
   * go too (SQLite).
   */
  async function forgetErasedText(): Promise<void> {
    if (engine !== 'sqlite') return;
    await rewriteTextIndexes(db);
    // The erasure stands either way; a checkpoint still busy after its retries leaves the copies to the next one.
    if (!(await truncateWal(db))) log.warn('the WAL could not be truncated after an erasure');
  }

  /** Erases one record and then its files; false when there is no such record. */
  async function eraseOne(kind: ErasableKind, id: string, eraser: Eraser): Promise<boolean> {
    return changes.run((trx, after) => eraseIn(trx, after, kind, id, eraser));
  }

  /** The ZIP of everything held about the subject of a record, or undefined when there is no such record. */
  async function zipOf(
    kind: PersonalDataExportKind,
    id: string,
    options: { withSubmissionsByEmail: boolean },
    audit?: Actor,
  ): Promise<Readable | undefined> {
    const found = await queries.personalData.personalDataOf(kind, id, options);
    if (!found) return undefined;
    const at = new Date();
    if (audit) {
      await changes.run((trx) =>
        recordChange(trx, {
          actor: audit,
          action: EXPORTED_PERSONAL_DATA_AUDIT,
          record: { kind: EXPORT_RECORD_KINDS[kind], id, label: subjectLabel(found.data) },
          at,
        }),
      );
    }
    return createPersonalDataZip(fileStorage, { kind, id }, found, at, pageUrl(env, PUBLIC_ROUTES.privacy));
  }

  return {
    /** "Download my data": the signed-in person's own copy (their account's data), audited as their export. */
    downloadOwn(user: Actor & { id: string }): Promise<Readable | undefined> {
      return zipOf('person', user.id, { withSubmissionsByEmail: false }, user);
    },

    /**
     * "Download my data" on the status page: the application the token opens, and its resume, audited as the
     * applicant's export.
     */
    async downloadApplication(tokenHash: string): Promise<Readable | undefined> {
      const found = await queries.applications.findByToken(tokenHash);
      return found && zipOf('application', found.id, { withSubmissionsByEmail: false }, APPLICANT);
    },

    /**
     * "Export personal data" of a back-office record, audited: a person's export also holds the inquiries and
     * applications sent with the account's e-mail (staff check who asks before handing it over).
     */
    exportFor(kind: PersonalDataExportKind, id: string, staff: Actor): Promise<Readable | undefined> {
      return zipOf(kind, id, { withSubmissionsByEmail: kind === 'person' }, staff);
    },

    /** Erases one record and then its files; false when there is no such record. */
    async erase(kind: ErasableKind, id: string, eraser: Eraser): Promise<boolean> {
      const erased = await eraseOne(kind, id, eraser);
      if (erased) await forgetErasedText();
      return erased;
    },

    /**
     * The applicant's own withdrawal: the token finds the application and is gone with it. Its recruiter (the
     * staff member it is assigned to; else whoever is alerted of new applications) is e-mailed that an
     * applicant for the job withdrew, in the same transaction.
     */
    async withdrawApplication(tokenHash: string): Promise<boolean> {
      const withdrawn = await changes.run(async (trx, after) => {
        const found = await createJobApplicationsRepository(trx, engine).findByToken(tokenHash);
        if (!found || !(await eraseIn(trx, after, RECORD_KINDS.application, found.id, APPLICANT))) {
          return false;
        }
        const recruiter = found.assignedTo
          ? await createUsersRepository(trx).findById(found.assignedTo)
          : undefined;
        const to =
          recruiter?.status === ACCOUNT_STATUSES.active && isRealEmail(recruiter.email)
            ? recruiter.email
            : (env.STAFF_ALERT_EMAIL ?? STAFF_RECIPIENTS);
        const mail = applicationWithdrawnMail(
          found.jobTitle,
          pageUrl(env, BACK_OFFICE_ROUTES.applications, {}, { job: found.jobName }),
        );
        // Caused by the job, not by the application: the erased record's id would link nothing.
        await queueMail(
          trx,
          [{ ...mail, to, causeKind: RECORD_KINDS.job, causeId: found.jobName }],
          new Date(),
        );
        return true;
      });
      if (withdrawn) await forgetErasedText();
      return withdrawn;
    },

    /**
     * Records a run of the retention job (`job`: its name in scheduled_runs) for the System page: one row per
     * UTC day, its time the day's latest run's.
     */
    async recordRetentionRun(job: string, startedAt: Date): Promise<void> {
      const day = startedAt.toISOString().slice(0, 10);
      await db.transaction().execute((trx) => createScheduledRunRepository(trx).record(job, day, startedAt));
    },

    /** Erases every record stored more than RETENTION_DAYS before `now`; answers how many. */
    async runRetention(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - env.RETENTION_DAYS * DAY_MS);
      let total = 0;
      for (;;) {
        const due = await queries.personalData.storedBefore(cutoff, RETENTION_BATCH);
        for (const record of due) {
          if (await eraseOne(record.kind, record.id, RETENTION_JOB)) total += 1;
        }
        // Once per batch rather than per record.
        if (due.length > 0) await forgetErasedText();
        if (due.length < RETENTION_BATCH) return total;
      }
    },
  };
}

export type PersonalDataService = ReturnType<typeof createPersonalDataService>;
