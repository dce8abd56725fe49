import {
  ALREADY_SUBMITTED_NOTICE,
  CAPTCHA_TOKEN_HEADER,
  JOB_NO_LONGER_OPEN_MESSAGE,
  JobApplicationFieldsSchema,
  MESSAGES,
  RESUME_FILE_FIELD,
  RESUME_MAX_BYTES,
  RESUME_MIME_TYPES,
  SUCCESS_MESSAGES,
  SubmissionReceivedSchema,
} from '@smartmove/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, toFieldErrors } from '../../errors.js';
import { isHoneypotFilled } from '../../services/recruiting/form-submission.js';
import { refuseSpentCaptcha, requireCaptcha } from './captcha-answers.js';
import { receiveUpload, type UploadKind } from './receive-upload.js';

export const RESUME_WRONG_TYPE_MESSAGE = 'Please upload your resume as a PDF, DOC or DOCX file';
export const JOB_NOT_FOUND_MESSAGE = 'Job not found';

/** The resume, counted against the sender's IP; room for the text fields besides it, each small. */
const RESUME_UPLOAD: UploadKind = {
  field: RESUME_FILE_FIELD,
  folder: 'resumes',
  maxBytes: RESUME_MAX_BYTES,
  mimeTypes: RESUME_MIME_TYPES,
  messages: {
    tooLarge: MESSAGES.apply.resumeTooBig,
    wrongType: RESUME_WRONG_TYPE_MESSAGE,
    tooManyFiles: 'Please upload one resume only',
    notMultipart: 'Please send the application as multipart/form-data',
  },
  fieldLimits: { fields: 20, fieldSize: 4096 },
  quota: 'ip',
  name: { maxLength: 255, fallback: () => 'resume' },
};

/** The schema parts both doors share (the public one adds nothing, the portal's its bearer token). */
export const SUBMIT_CANDIDATE_SCHEMA = {
  tags: ['forms'],
  consumes: ['multipart/form-data'],
  response: { 200: SubmissionReceivedSchema },
};

/**
 * The handler of POST /CRM/UASubmitCandidate (public) and POST /CRM/SubmitCandidate (portal, which records
 * the signed-in user as the submitter): one intake behind two doors. It receives and checks the request;
 * the job application service stores the application.
 */
export function createCandidateSubmission(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    // The token is a header: checked before the resume is read; spent with the stored record (intake).
    const token = request.headers[CAPTCHA_TOKEN_HEADER];
    const captcha = requireCaptcha(
      await app.services.captcha.verify(typeof token === 'string' ? token : undefined, request.ip),
    );
    return receiveUpload(request, RESUME_UPLOAD, async ({ fields, file: resume }) => {
      const message = SUCCESS_MESSAGES.submission;
      if (isHoneypotFilled(fields)) {
        request.log.info('job application with a filled honeypot dropped');
        return { message };
      }
      const parsed = JobApplicationFieldsSchema.safeParse(fields);
      const errors: Record<string, string> = parsed.success ? {} : toFieldErrors(parsed.error.issues);
      if (!resume) errors[RESUME_FILE_FIELD] = MESSAGES.apply.resume;
      if (!parsed.success || !resume) {
        throw new HttpError(400, Object.values(errors)[0] ?? 'The request is not valid', errors);
      }
      const submittedBy = request.user?.id ?? null;
      const result = await app.services.applications.submit({
        fields: parsed.data,
        resume,
        submittedBy,
        captcha,
      });
      if ('refused' in result) {
        // A closed job takes no more applications: nothing is stored, nor the resume kept.
        const refusal =
          result.refused === 'job-closed'
            ? ([410, JOB_NO_LONGER_OPEN_MESSAGE] as const)
            : ([404, JOB_NOT_FOUND_MESSAGE] as const);
        throw new HttpError(refusal[0], refusal[1], { skillPosition: refusal[1] });
      }
      const { outcome, possibleDuplicate } = result;
      refuseSpentCaptcha(outcome);
      // A signed-in submitter (a partner) learns that the candidate was already submitted for the job, never
      // by whom; the public form's answer says nothing of it (it would tell anyone who applied where).
      if (possibleDuplicate && submittedBy) {
        return { message, alreadySubmitted: true, notice: ALREADY_SUBMITTED_NOTICE };
      }
      return { message };
    });
  };
}
