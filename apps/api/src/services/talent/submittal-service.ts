import {
  BACK_OFFICE_ROUTES,
  canMoveSubmittal,
  formatDate,
  hasFakeEmail,
  PUBLIC_ROUTES,
  RECORD_KINDS,
  RTR_LINK_DAYS,
  RTR_TOKEN_PATTERN,
  SUBMITTAL_MESSAGES,
  SUBMITTAL_REPEAT_DAYS,
  SUBMITTAL_STATE,
  SUBMITTAL_STATUS_LABELS,
  toEmailKey,
  toPhoneKey,
  type ConsentAnswer,
  type RightToRepresent,
  type SubmitToClientSchema,
  type Submittal,
  type SubmittalStatus,
  type z,
} from '@smartmove/contract';
import { rightToRepresentMail } from '../../mail/talent-mail.js';
import { createSubmittalQueries } from '../../repositories/talent/submittal-queries.js';
import { createSubmittalRepository } from '../../repositories/talent/submittal-repository.js';
import type { SubmittalWithJob } from '../../repositories/talent/submittal-rows.js';
import { createTalentCandidateQueries } from '../../repositories/talent/talent-candidate-queries.js';
import { hashLinkToken, LINK_TOKEN_PLACEHOLDER } from '../mail/mail-links.js';
import { queueMail } from '../mail/mail-queue.js';
import { changedFromTo, recordChange, type Actor } from '../record-change.js';
import type { ServiceDeps } from '../service-deps.js';
import { pageUrl } from '../site-links.js';

const DAY = 86_400_000;

/** The outbox's cause of a submittal's e-mail: erasing the submittal withdraws it. */
export const SUBMITTAL_MAIL_CAUSE = 'submittal';

/** The back-office page of a submittal, as a 409 links the first one. */
export function submittalPath(id: string): string {
  return BACK_OFFICE_ROUTES.submittal.replace(':id', encodeURIComponent(id));
}

function labelOf(row: Pick<SubmittalWithJob, 'candidate_name' | 'job_title'>): string {
  return `${row.candidate_name} — ${row.job_title}`;
}

export type SubmitResult =
  | { submittal: Submittal }
  | { refused: 'candidate-not-found' | 'job-not-found' | 'job-closed' | 'no-email' }
  | { repeatOf: { id: string; message: string } };

export type MoveResult =
  { submittal: Submittal } | { refused: 'not-found' } | { refused: 'move'; message: string };

export type ConsentResult = { answered: ConsentAnswer } | { unusable: true };

/** Who answered a right-to-represent link: the candidate, who has no account (their name is the record's). */
const CANDIDATE: Actor = { id: null, name: 'Candidate' };

/**
 * Submittals (docs/product.md#submittals): a recruiter submits a candidate to a job's end client at a bill rate;
 * the candidate is e-mailed a single-use right-to-represent link (services/mail/mail-links.ts, as the approval
 * links), whose answer is kept with its time and address; staff then move the submittal through the client's
 * process. Each change writes its history row and audit line, and queues its e-mail, in its transaction.
 */
export function createSubmittalService({ db, changes, engine, env, mailLinks }: ServiceDeps) {
  const queries = createSubmittalQueries(db);

  async function answerOf(id: string): Promise<Submittal> {
    const submittal = await queries.findById(id);
    if (!submittal) throw new Error(`submittal ${id} vanished`);
    return submittal;
  }

  return {
    /**
     * Submits the candidate to the job's end client: refused (with the first) when the same person, by e-mail or
     * phone, was submitted to the same client, or the same job when it names none, within SUBMITTAL_REPEAT_DAYS.
     */
    async submit(
      input: z.infer<typeof SubmitToClientSchema>,
      actor: { id: string; name: string },
      now: Date = new Date(),
    ): Promise<SubmitResult> {
      const candidate = await createTalentCandidateQueries(db).find(
        input.candidate.source,
        input.candidate.id,
      );
      if (!candidate) return { refused: 'candidate-not-found' };
      if (!candidate.email || hasFakeEmail(candidate.email)) return { refused: 'no-email' };
      const job = await queries.findJob(input.jobId);
      if (!job) return { refused: 'job-not-found' };
      if (job.closed_at) return { refused: 'job-closed' };
      const clientId = job.client_id;
      const emailKey = toEmailKey(candidate.email);
      const phoneKey = toPhoneKey(candidate.phone);
      const stored = await changes.run(
        async (trx): Promise<{ id: string } | { repeatOf: { id: string; message: string } }> => {
          const submittals = createSubmittalRepository(trx, engine);
          await submittals.lockScope(clientId ? `client:${clientId}` : `job:${job.id}`);
          const first = await submittals.findRepeat({
            emailKey,
            phoneKey,
            clientId,
            jobId: job.id,
            since: new Date(now.getTime() - SUBMITTAL_REPEAT_DAYS * DAY).toISOString(),
          });
          if (first) {
            const client = first.end_client ?? first.job_title;
            return {
              repeatOf: {
                id: first.id,
                message: SUBMITTAL_MESSAGES.alreadySubmitted(client, formatDate(first.created_at)),
              },
            };
          }
          const link = mailLinks.issue();
          const endClient = job.end_client?.trim() || null;
          const id = await submittals.create(
            {
              candidate: { ...input.candidate, ...candidate },
              emailKey,
              phoneKey,
              jobId: job.id,
              endClient,
              clientId,
              billRate: input.billRate,
              currency: input.currency,
              createdBy: actor,
              consentTokenHash: link.tokenHash,
              consentExpiresAt: new Date(now.getTime() + RTR_LINK_DAYS * DAY).toISOString(),
            },
            now,
          );
          await recordChange(trx, {
            actor,
            action: 'submitted candidate to client',
            record: { kind: RECORD_KINDS.submittal, id, label: `${candidate.name} — ${job.title}` },
            fields: [
              { field: 'state', oldValue: null, newValue: SUBMITTAL_STATUS_LABELS.waiting_for_consent },
            ],
            at: now,
          });
          const mail = rightToRepresentMail(
            {
              candidateName: candidate.name,
              recruiterName: actor.name,
              jobTitle: job.title,
              jobLocation: job.location,
              endClient,
              billRate: input.billRate,
              currency: input.currency,
            },
            pageUrl(env, PUBLIC_ROUTES.rtr, { token: LINK_TOKEN_PLACEHOLDER }),
          );
          await queueMail(
            trx,
            [
              {
                to: candidate.email,
                ...mail,
                causeKind: SUBMITTAL_MAIL_CAUSE,
                causeId: id,
                linkNonce: link.nonce,
              },
            ],
            now,
          );
          return { id };
        },
      );
      return 'repeatOf' in stored ? stored : { submittal: await answerOf(stored.id) };
    },

    /** A staff move (SUBMITTAL_MOVES); leaving "Waiting for consent" voids the candidate's link. */
    async move(
      id: string,
      to: SubmittalStatus,
      actor: { id: string; name: string },
      now: Date = new Date(),
    ): Promise<MoveResult> {
      const result = await changes.run(async (trx): Promise<MoveResult | { moved: true }> => {
        const submittals = createSubmittalRepository(trx, engine);
        const row = await submittals.findRow(id);
        if (!row) return { refused: 'not-found' };
        const from = row.state as SubmittalStatus;
        const refusal = {
          refused: 'move' as const,
          message: SUBMITTAL_MESSAGES.move(SUBMITTAL_STATUS_LABELS[from], SUBMITTAL_STATUS_LABELS[to]),
        };
        if (!canMoveSubmittal(from, to)) return refusal;
        if (!(await submittals.move(id, from, to, now))) return refusal;
        const [fromLabel, toLabel] = [SUBMITTAL_STATUS_LABELS[from], SUBMITTAL_STATUS_LABELS[to]];
        await recordChange(trx, {
          actor,
          action: changedFromTo('changed submittal state', fromLabel, toLabel),
          record: { kind: RECORD_KINDS.submittal, id, label: labelOf(row) },
          fields: [{ field: 'state', oldValue: fromLabel, newValue: toLabel }],
          at: now,
        });
        return { moved: true };
      });
      return 'moved' in result ? { submittal: await answerOf(id) } : result;
    },

    /** What the candidate's page shows; undefined when the link can no longer be used. Changes nothing. */
    async viewConsent(token: string, now: Date = new Date()): Promise<RightToRepresent | undefined> {
      if (!RTR_TOKEN_PATTERN.test(token)) return undefined;
      const row = await queries.findByConsentTokenHash(hashLinkToken(token));
      if (
        !row ||
        row.state !== SUBMITTAL_STATE.waitingForConsent ||
        row.consent_expires_at <= now.toISOString()
      ) {
        return undefined;
      }
      return {
        candidateName: row.candidate_name,
        jobTitle: row.job_title,
        jobLocation: row.job_location,
        endClient: row.end_client,
        billRate: Number(row.bill_rate),
        currency: row.currency === 'INR' ? 'INR' : 'USD',
        recruiterName: row.created_by_name,
      };
    },

    /** The candidate agrees or declines, once; kept with the time and the address it came from. */
    async answerConsent(
      token: string,
      answer: ConsentAnswer,
      ipAddress: string,
      now: Date = new Date(),
    ): Promise<ConsentResult> {
      if (!RTR_TOKEN_PATTERN.test(token)) return { unusable: true };
      return changes.run(async (trx) => {
        const submittals = createSubmittalRepository(trx, engine);
        const id = await submittals.answerConsent(hashLinkToken(token), answer, ipAddress, now);
        const row = id ? await submittals.findRow(id) : undefined;
        if (!row) return { unusable: true };
        const to = answer === 'agreed' ? SUBMITTAL_STATE.consentGiven : SUBMITTAL_STATE.declined;
        await recordChange(trx, {
          actor: CANDIDATE,
          action: `${answer === 'agreed' ? 'agreed' : 'declined'} to be represented (from e-mail)`,
          record: { kind: RECORD_KINDS.submittal, id: row.id, label: labelOf(row) },
          fields: [
            {
              field: 'state',
              oldValue: SUBMITTAL_STATUS_LABELS.waiting_for_consent,
              newValue: SUBMITTAL_STATUS_LABELS[to],
            },
          ],
          at: now,
        });
        return { answered: answer };
      });
    },
  };
}

export type SubmittalService = ReturnType<typeof createSubmittalService>;
