import {
  API_PATHS,
  CAPTCHA_TOKEN_HEADER,
  CandidateLeadRequestSchema,
  ConsultationDetailsSchema,
  ContactUsRequestSchema,
  MESSAGE_TYPES,
  SUCCESS_MESSAGES,
  SubmissionReceivedSchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../config/env.js';
import { HttpError, toFieldErrors } from '../plugins/error-handler.js';
import { newFormRecordId } from '../repositories/form-records-repository.js';
import { isHoneypotFilled } from '../services/form-intake.js';

/** Per-IP limit of every public form endpoint (429 with Retry-After beyond it). */
export function formRateLimit(env: Env) {
  return { rateLimit: { max: env.FORM_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
}

const CaptchaHeadersSchema = z.object({ [CAPTCHA_TOKEN_HEADER]: z.string().max(20_000).optional() });

/** POST /CRM/AddContactUs (contact message and consultation request) and POST /CRM/AddCandidateLead. */
export const leadRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const intake = app.formIntake;

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
      let captcha;
      if (isConsultation) {
        const details = ConsultationDetailsSchema.safeParse(body);
        if (!details.success) {
          const errors = toFieldErrors(details.error.issues);
          throw new HttpError(400, Object.values(errors)[0] ?? 'The request is not valid', errors);
        }
        captcha = await app.captcha.verify(request.headers[CAPTCHA_TOKEN_HEADER], request.ip);
      }
      const { website: _honeypot, ...fields } = body;
      await intake.accept({
        kind: 'contact-message',
        payload: fields,
        ...(captcha ? { captcha } : {}),
        record: {
          table: 'contact_messages',
          row: {
            id: newFormRecordId(),
            message_type: fields.pro_messagetype,
            first_name: fields.pro_firstname,
            last_name: fields.pro_lastname,
            email: fields.pro_email,
            message: fields.pro_message,
            partner_reference: fields.pro_partnerreference,
            employee_reference: fields.pro_employeereference,
            phone: isConsultation ? (fields.pro_PhoneNo ?? null) : null,
            position: isConsultation ? fields.pro_position || null : null,
            project: isConsultation ? (fields.pro_project ?? null) : null,
            created_at: new Date().toISOString(),
          },
        },
      });
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
      const { website: _honeypot, ...lead } = request.body;
      const leadId = newFormRecordId();
      await intake.accept({
        kind: 'candidate-lead',
        payload: lead,
        record: {
          table: 'candidate_leads',
          row: {
            id: leadId,
            first_name: lead.pro_firstname,
            last_name: lead.pro_lastname,
            email: lead.pro_email,
            phone: lead.pro_PhoneNo,
            linkedin_url: lead.pro_url1,
            created_at: new Date().toISOString(),
          },
        },
        related: {
          candidate_lead_skills: lead.candidateSkills.map((skill, position) => ({
            id: newFormRecordId(),
            lead_id: leadId,
            position,
            skill: skill.pro_skills,
            category: skill.pro_category,
            years_experience: skill.pro_YrsExp,
          })),
        },
      });
      return { message };
    },
  );
};
