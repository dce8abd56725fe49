import {
  API_PATHS,
  CAPTCHA_TOKEN_HEADER,
  CandidateLeadRequestSchema,
  CaptchaHeadersSchema,
  ContactUsRequestSchema,
  INQUIRY_KINDS,
  MESSAGE_TYPES,
  SUCCESS_MESSAGES,
  SubmissionReceivedSchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.js';
import { inquiryMail } from '../../mail/mail-messages.js';
import { isHoneypotFilled, submissionFingerprint } from '../../services/form-submission.js';
import { refuseSpentCaptcha, requireCaptcha } from '../shared/captcha-answers.js';
import { formRateLimit } from '../shared/rate-limits.js';

/** POST /CRM/AddContactUs (contact message and consultation request) and POST /CRM/AddCandidateLead. */
export const inquiryRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const contactMessages = app.repositories.contactMessages;
  const candidateLeads = app.repositories.candidateLeads;

  app.post(
    API_PATHS.addContactUs,
    {
      config: formRateLimit(env),
      schema: {
        tags: ['forms'],
        summary: 'Send a contact message (166110000) or a consultation request (166110002, captcha required)',
        body: ContactUsRequestSchema,
        headers: CaptchaHeadersSchema,
        response: { 200: SubmissionReceivedSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const isConsultation = body.pro_messagetype === MESSAGE_TYPES.consultation;
      const message = isConsultation ? SUCCESS_MESSAGES.consultation : SUCCESS_MESSAGES.submission;
      if (isHoneypotFilled(body)) {
        request.log.info('contact message with a filled honeypot dropped');
        return { message };
      }
      const captcha = isConsultation
        ? requireCaptcha(await app.captcha.verify(request.headers[CAPTCHA_TOKEN_HEADER], request.ip))
        : undefined;
      const mail = inquiryMail(
        isConsultation ? INQUIRY_KINDS.consultation : INQUIRY_KINDS.contact,
        { firstName: body.pro_firstname, lastName: body.pro_lastname, email: body.pro_email },
        body.pro_messagetype === MESSAGE_TYPES.consultation
          ? [
              `Phone: ${body.pro_PhoneNo}`,
              `Position: ${body.pro_position}`,
              `Project: ${body.pro_project}`,
              `Message: ${body.pro_message}`,
            ]
          : [`Message: ${body.pro_message}`],
        env.STAFF_ALERT_EMAIL,
      );
      const outcome = await contactMessages.create(
        body,
        { fingerprint: submissionFingerprint('contact-message', body), captcha },
        mail,
      );
      refuseSpentCaptcha(outcome);
      if (outcome === 'stored') app.mail.wake();
      return { message };
    },
  );

  app.post(
    API_PATHS.addCandidateLead,
    {
      config: formRateLimit(env),
      schema: {
        tags: ['forms'],
        summary: 'Send a know-your-worth candidate lead with skills and years of experience',
        body: CandidateLeadRequestSchema,
        response: { 200: SubmissionReceivedSchema },
      },
    },
    async (request) => {
      const message = SUCCESS_MESSAGES.submission;
      if (isHoneypotFilled(request.body)) {
        request.log.info('candidate lead with a filled honeypot dropped');
        return { message };
      }
      const lead = request.body;
      const mail = inquiryMail(
        INQUIRY_KINDS.knowYourWorth,
        { firstName: lead.pro_firstname, lastName: lead.pro_lastname, email: lead.pro_email },
        [
          `Phone: ${lead.pro_PhoneNo}`,
          ...lead.candidateSkills.map((skill) => `Skill: ${skill.pro_skills}, ${skill.pro_YrsExp} years`),
        ],
        env.STAFF_ALERT_EMAIL,
      );
      const outcome = await candidateLeads.create(
        lead,
        { fingerprint: submissionFingerprint('candidate-lead', lead) },
        mail,
      );
      if (outcome === 'stored') app.mail.wake();
      return { message };
    },
  );
};
