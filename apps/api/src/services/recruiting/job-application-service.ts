import { BACK_OFFICE_ROUTES, RECORD_KINDS, type JobApplicationFields } from '@smartmove/contract';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { applicationMail } from '../../mail/mail-messages.js';
import { describeApplicationChange } from '../../repositories/recruiting/application-queries.js';
import type { InboxActor } from '../../repositories/recruiting/inbox-shared.js';
import {
  createJobApplicationsRepository,
  duplicateKeysOf,
  jobApplicationRow,
  type StoredResume,
} from '../../repositories/recruiting/job-applications-repository.js';
import {
  rowsOf,
  type SubmissionGuard,
  type SubmissionOutcome,
} from '../../repositories/recruiting/submission-guard-repository.js';
import { talentJobRows } from '../../repositories/talent/talent-job-repository.js';
import type { ReceivedUpload } from '../after-commit.js';
import { applicationStatusUrl } from './application-token.js';
import { pageUrl } from '../site-links.js';
import { submissionFingerprint } from './form-submission.js';
import { createInboxActions } from './inbox-service.js';
import { LINK_TOKEN_PLACEHOLDER } from '../mail/mail-links.js';
import { recordChange } from '../record-change.js';
import type { ServiceDeps } from '../service-deps.js';
import { storeOnce, submissionRows } from './submission-intake.js';

/** An application as the intake received it: the checked fields and the resume already stored. */
export interface ReceivedApplication {
  fields: JobApplicationFields;
  resume: ReceivedUpload;
  /** The signed-in user who submitted the candidate (POST /CRM/SubmitCandidate), else null. */
  submittedBy: string | null;
  captcha: SubmissionGuard['captcha'];
}

export type SubmitApplicationResult =
  | {
      outcome: SubmissionOutcome;
      /** Stored and marked "Possible duplicate" (docs/product.md#possible-duplicates). */ possibleDuplicate: boolean;
    }
  | { refused: 'job-closed' | 'job-not-found' };

/**
 * Job applications (docs/product.md#back-office): the apply page's and the partners' intake with its
 * e-mail, and the back office's changes, notes, export and resume downloads.
 */
export function createJobApplicationService(deps: ServiceDeps) {
  const { changes, engine, env, queries, fileStorage, mailLinks } = deps;

  return {
    ...createInboxActions(deps, {
      kind: RECORD_KINDS.application,
      plural: 'applications',
      async lock(trx, id) {
        const table = createJobApplicationsRepository(trx, engine);
        const row = await table.lock(id);
        return row && { id, row, patch: (patch, at) => table.patch(id, patch, at) };
      },
      find: (id) => queries.applications.findById(id),
      describe: describeApplicationChange,
    }),

    /**
     * Stores an application for an open job unless the guard refuses it (a repeat, a spent captcha token),
     * with its confirmation (linking the applicant's status page) and staff alert; the resume is kept only
     * with a stored application. A closed or unknown job is refused. One whose e-mail or phone already
     * applied to the job is stored too, marked "Possible duplicate" of the oldest such application.
     */
    async submit({
      fields,
      resume,
      submittedBy,
      captcha,
    }: ReceivedApplication): Promise<SubmitApplicationResult> {
      const job = await queries.c2cJobs.findOpenByName(fields.skillPosition);
      if (!job) {
        return {
          refused: (await queries.c2cJobs.isClosed(fields.skillPosition)) ? 'job-closed' : 'job-not-found',
        };
      }
      // The status page's token is put into the confirmation as it is sent: the outbox keeps its nonce.
      const statusLink = mailLinks.issue();
      const mail = (id: string) => {
        const { confirmation, ...rest } = applicationMail(
          {
            firstName: fields.FirstName,
            lastName: fields.LastName,
            email: fields.Email,
            jobTitle: job.pro_jobtitle,
            statusUrl: applicationStatusUrl(env, LINK_TOKEN_PLACEHOLDER),
          },
          [`Phone: ${fields.phoneNumber}`, ...(fields.LinkedIn ? [`LinkedIn: ${fields.LinkedIn}`] : [])],
          env.STAFF_ALERT_EMAIL,
          pageUrl(env, BACK_OFFICE_ROUTES.application, { id }),
        );
        return { ...rest, confirmation: { ...confirmation, linkNonce: statusLink.nonce } };
      };
      const fingerprint = submissionFingerprint('job-application', {
        ...fields,
        submittedBy,
        resume: resume.sha256,
        // A signed-in submitter's repeat is a second submission, stored and marked "Possible duplicate" of the
        // first so that the partner is told: only the public form's repeats (a retry) are stored once.
        ...(submittedBy ? { submission: randomUUID() } : {}),
      });
      let duplicateOf: string | undefined;
      // The job is locked first, so of two applications of one person at once the second finds the first.
      const outcome = await changes.run(async (trx, after) => {
        const table = createJobApplicationsRepository(trx, engine);
        await table.lockJob(job.pro_jobname);
        duplicateOf = await table.findEarlierMatch(
          duplicateKeysOf(job.pro_jobname, fields.Email, fields.phoneNumber),
        );
        const rowsAt = (now: Date) => {
          const row = jobApplicationRow(
            {
              fields,
              jobName: job.pro_jobname,
              resume,
              submittedBy,
              statusTokenHash: statusLink.tokenHash,
              duplicateOf,
            },
            now.toISOString(),
          );
          // Its resume is read and the applicant indexed for the talent search once this has committed.
          const textJob = rowsOf('talent_jobs', talentJobRows([{ source: 'application', id: row.id }], now));
          return submissionRows('job_applications', row, mail(row.id), now, textJob);
        };
        const stored = await storeOnce(trx, engine, { fingerprint, captcha }, rowsAt, after);
        // A repeat keeps the first copy's resume: this copy's is removed with anything else not stored.
        if (stored === 'stored') {
          after.keep(resume);
          after.wakeTalentText();
        }
        return stored;
      });
      return { outcome, possibleDuplicate: outcome === 'stored' && duplicateOf !== undefined };
    },

    /**
     * The application's resume to view or download, with the audit line ("viewed resume", "downloaded
     * resume"); undefined when there is none.
     */
    async openResume(
      id: string,
      actor: InboxActor,
      how: 'viewed' | 'downloaded' = 'downloaded',
      now = new Date(),
    ): Promise<{ resume: StoredResume; file: Readable } | undefined> {
      const resume = await queries.applications.findResume(id);
      const file = resume ? await fileStorage.open(resume.storedName) : undefined;
      if (!resume || !file) return undefined;
      try {
        await changes.run((trx) =>
          recordChange(trx, {
            actor,
            action: `${how} resume`,
            record: { kind: RECORD_KINDS.application, id, label: resume.candidateName },
            at: now,
          }),
        );
      } catch (error) {
        // No download without its audit line.
        file.destroy();
        throw error;
      }
      return { resume, file };
    },
  };
}

export type JobApplicationService = ReturnType<typeof createJobApplicationService>;
