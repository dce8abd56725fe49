import {
  API_PATHS,
  CAPTCHA_TOKEN_HEADER,
  CandidateLeadRequestSchema,
  CaptchaHeadersSchema,
  ContactUsRequestSchema,
  MESSAGE_TYPES,
  SUCCESS_MESSAGES,
  SubmissionReceivedSchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.js';
import { isHoneypotFilled } from '../../services/recruiting/form-submission.js';
import { refuseSpentCaptcha, requireCaptcha } from '../shared/captcha-answers.js';
import { formRateLimit } from '../shared/rate-limits.js';

/** POST /CRM/AddContactUs (contact message and consultation request) and POST /CRM/AddCandidateLead. */
export const inquiryRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
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
        ? requireCaptcha(await app.services.captcha.verify(request.headers[CAPTCHA_TOKEN_HEADER], request.ip))
        : undefined;
      const outcome = await app.services.inquiries.submitContactMessage(body, captcha);
      refuseSpentCaptcha(outcome);
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
      await app.services.inquiries.submitCandidateLead(request.body);
      return { message };
    },
  );
};
