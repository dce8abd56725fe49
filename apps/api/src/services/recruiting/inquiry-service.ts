import {
  BACK_OFFICE_ROUTES,
  INQUIRY_KINDS,
  MESSAGE_TYPES,
  RECORD_KINDS,
  type CandidateLead,
  type ContactUsSubmission,
  type InquiryStatus,
} from '@smartmove/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inquiryMail, offerMail } from '../../mail/mail-messages.js';
import {
  candidateLeadRow,
  createCandidateLeadRepository,
} from '../../repositories/recruiting/candidate-lead-repository.js';
import { candidateLeadSkillRows } from '../../repositories/recruiting/candidate-lead-skill-repository.js';
import {
  contactMessageRow,
  createContactMessageRepository,
} from '../../repositories/recruiting/contact-message-repository.js';
import { OFFER_MAIL_CAUSE, type InboxActor } from '../../repositories/recruiting/inbox-shared.js';
import { describeInquiryChange } from '../../repositories/recruiting/inquiry-queries.js';
import {
  rowsOf,
  type SubmissionGuard,
  type SubmissionOutcome,
} from '../../repositories/recruiting/submission-guard-repository.js';
import { talentJobRows } from '../../repositories/talent/talent-job-repository.js';
import { pageUrl } from '../site-links.js';
import { submissionFingerprint } from './form-submission.js';
import { createInboxActions, patchInboxRecord, type LockedInboxRecord } from './inbox-service.js';
import { queueMail } from '../mail/mail-queue.js';
import type { ServiceDeps } from '../service-deps.js';
import { storeOnce, submissionRows } from './submission-intake.js';

const OFFER_SENT: InquiryStatus = 'offer-sent';

/**
 * Inquiries (docs/product.md#back-office): contact messages and consultation requests (contact_messages)
 * and know-your-worth leads (candidate_leads). The public forms store them with their e-mail; staff change
 * their status and assignee, add notes and e-mail a lead an offer.
 */
export function createInquiryService(deps: ServiceDeps) {
  const { db, changes, engine, env, queries } = deps;
  /** The inquiry's back-office record, as its staff alert links it. */
  const recordUrl = (id: string) => pageUrl(env, BACK_OFFICE_ROUTES.inquiry, { id });

  /** The inquiry in whichever table holds it, locked in the transaction. */
  async function lock(trx: Transaction<Database>, id: string): Promise<LockedInboxRecord | undefined> {
    for (const table of [
      createContactMessageRepository(trx, engine),
      createCandidateLeadRepository(trx, engine),
    ]) {
      const row = await table.lock(id);
      if (row) return { id, row, patch: (patch, at) => table.patch(id, patch, at) };
    }
    return undefined;
  }

  return {
    ...createInboxActions(deps, {
      kind: RECORD_KINDS.inquiry,
      plural: 'inquiries',
      lock,
      find: (id) => queries.inquiries.findById(id),
      describe: describeInquiryChange,
    }),

    /**
     * Stores a contact message or consultation request unless the guard refuses it (a repeat, a spent
     * captcha token), with its confirmation and staff alert.
     */
    submitContactMessage(
      message: ContactUsSubmission,
      captcha: SubmissionGuard['captcha'],
    ): Promise<SubmissionOutcome> {
      const consultation = message.pro_messagetype === MESSAGE_TYPES.consultation ? message : undefined;
      const mail = (id: string) =>
        inquiryMail(
          consultation ? INQUIRY_KINDS.consultation : INQUIRY_KINDS.contact,
          { firstName: message.pro_firstname, lastName: message.pro_lastname, email: message.pro_email },
          consultation
            ? [
                `Phone: ${consultation.pro_PhoneNo}`,
                `Position: ${consultation.pro_position}`,
                `Project: ${consultation.pro_project}`,
                `Message: ${consultation.pro_message}`,
              ]
            : [`Message: ${message.pro_message}`],
          env.STAFF_ALERT_EMAIL,
          recordUrl(id),
        );
      const guard = { fingerprint: submissionFingerprint('contact-message', message), captcha };
      const rowsAt = (now: Date) => {
        const row = contactMessageRow(message, now.toISOString());
        return submissionRows('contact_messages', row, mail(row.id), now);
      };
      return changes.runWithoutTransaction((after) => storeOnce(db, engine, guard, rowsAt, after));
    },

    /** Stores a know-your-worth lead with its skills unless it is a repeat, with its e-mail. */
    submitCandidateLead(lead: CandidateLead): Promise<SubmissionOutcome> {
      const mail = (id: string) =>
        inquiryMail(
          INQUIRY_KINDS.knowYourWorth,
          { firstName: lead.pro_firstname, lastName: lead.pro_lastname, email: lead.pro_email },
          [
            `Phone: ${lead.pro_PhoneNo}`,
            ...lead.candidateSkills.map((skill) => `Skill: ${skill.pro_skills}, ${skill.pro_YrsExp} years`),
          ],
          env.STAFF_ALERT_EMAIL,
          recordUrl(id),
        );
      const guard = { fingerprint: submissionFingerprint('candidate-lead', lead) };
      const rowsAt = (now: Date) => {
        const row = candidateLeadRow(lead, now.toISOString());
        const skills = rowsOf('candidate_lead_skills', candidateLeadSkillRows(row.id, lead.candidateSkills));
        // Indexed for the talent search once this has committed.
        const textJob = rowsOf('talent_jobs', talentJobRows([{ source: 'lead', id: row.id }], now));
        return submissionRows('candidate_leads', row, mail(row.id), now, skills, textJob);
      };
      return changes.runWithoutTransaction(async (after) => {
        const stored = await storeOnce(db, engine, guard, rowsAt, after);
        if (stored === 'stored') after.wakeTalentText();
        return stored;
      });
    },

    /**
     * E-mails a know-your-worth lead the offer, sets its status to Offer sent and keeps when it was sent (the
     * same patch as a status change, recorded as one "sent offer"), in one transaction. Sends once: a lead
     * whose offer was already sent is refused unless `resend` says this is a deliberate "Send again". The
     * lead's row is locked first, so of two concurrent sends the second sees the first one's time.
     */
    sendOffer(
      leadId: string,
      offer: string,
      actor: InboxActor,
      options: { resend?: boolean | undefined; now?: Date } = {},
    ): Promise<
      { status: InquiryStatus; offerSentAt: string } | { notFound: true } | { alreadySent: string }
    > {
      const now = options.now ?? new Date();
      return changes.run(async (trx) => {
        const leads = createCandidateLeadRepository(trx, engine);
        const row = await leads.lock(leadId);
        const lead = row && (await leads.findForOffer(leadId));
        if (!row || !lead) return { notFound: true } as const;
        if (lead.offer_sent_at && !options.resend) return { alreadySent: lead.offer_sent_at } as const;
        const message = offerMail(lead.first_name, offer, actor.name);
        await queueMail(
          trx,
          [{ ...message, to: lead.email, causeKind: OFFER_MAIL_CAUSE, causeId: lead.id }],
          now,
        );
        await leads.markOfferSent(leadId, now);
        const record = {
          id: leadId,
          row,
          patch: (patch: object, at: Date) => leads.patch(leadId, patch, at),
        };
        await patchInboxRecord(
          trx,
          RECORD_KINDS.inquiry,
          record,
          { status: OFFER_SENT },
          { actor, at: now, as: lead.offer_sent_at ? 'sent offer again' : 'sent offer' },
        );
        return { status: OFFER_SENT, offerSentAt: now.toISOString() };
      });
    },
  };
}

export type InquiryService = ReturnType<typeof createInquiryService>;
