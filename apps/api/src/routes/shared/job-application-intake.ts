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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, toFieldErrors } from '../../errors.js';
import { assertCleanText } from '../../plugins/infrastructure/input-hygiene.js';
import type { StoredFile } from '../../services/file-storage.js';
import { isHoneypotFilled } from '../../services/form-submission.js';
import type { UploadQuota } from '../../services/upload-quota.js';
import { refuseSpentCaptcha, requireCaptcha } from './captcha-answers.js';
import { toUploadError, type UploadMessages } from './upload-errors.js';

export const RESUME_WRONG_TYPE_MESSAGE = 'Please upload your resume as a PDF, DOC or DOCX file';
export const JOB_NOT_FOUND_MESSAGE = 'Job not found';
/** Room for the text fields besides the resume in one multipart request. */
const MAX_TEXT_FIELDS = 20;
const MAX_FIELD_BYTES = 4096;

interface ReceivedApplication {
  fields: Record<string, string>;
  resume?: StoredFile & { originalName: string };
}

const UPLOAD_MESSAGES: UploadMessages = {
  tooLarge: MESSAGES.apply.resumeTooBig,
  tooManyFiles: 'Please upload one resume only',
  notMultipart: 'Please send the application as multipart/form-data',
};

/**
 * Streams the multipart request: text fields into memory (small limits), the resume to the file storage
 * under a generated name with the size enforced while it arrives, the type recognised by content and the
 * bytes counted against the sender's daily upload quota.
 */
async function receiveApplication(request: FastifyRequest, quota: UploadQuota): Promise<ReceivedApplication> {
  const received: ReceivedApplication = { fields: {} };
  try {
    await quota.requireRoom({ ip: request.ip });
    const parts = request.parts({
      limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: MAX_TEXT_FIELDS, fieldSize: MAX_FIELD_BYTES },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !part.valueTruncated)
          received.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== RESUME_FILE_FIELD || received.resume) {
        part.file.resume();
        continue;
      }
      const stored = await request.server.fileStorage.save(
        part.file,
        {
          folder: 'resumes',
          maxBytes: RESUME_MAX_BYTES,
          allowedMimeTypes: RESUME_MIME_TYPES,
          tooLargeMessage: MESSAGES.apply.resumeTooBig,
          wrongTypeMessage: RESUME_WRONG_TYPE_MESSAGE,
          fieldName: RESUME_FILE_FIELD,
          meter: quota.meter({ ip: request.ip }),
        },
        () => part.file.truncated,
      );
      received.resume = { ...stored, originalName: part.filename.slice(0, 255) || 'resume' };
    }
  } catch (error) {
    if (received.resume) await request.server.fileStorage.remove(received.resume.storedName);
    throw toUploadError(error, UPLOAD_MESSAGES);
  }
  try {
    assertCleanText({ ...received.fields, [RESUME_FILE_FIELD]: received.resume?.originalName });
  } catch (error) {
    if (received.resume) await request.server.fileStorage.remove(received.resume.storedName);
    throw error;
  }
  return received;
}

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
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // The token is a header: checked before the resume is read; spent with the stored record (intake).
    const token = request.headers[CAPTCHA_TOKEN_HEADER];
    const captcha = requireCaptcha(
      await app.services.captcha.verify(typeof token === 'string' ? token : undefined, request.ip),
    );
    const { fields, resume } = await receiveApplication(request, app.uploadQuota);
    const message = SUCCESS_MESSAGES.submission;
    try {
      if (isHoneypotFilled(fields)) {
        request.log.info('job application with a filled honeypot dropped');
        if (resume) await app.fileStorage.remove(resume.storedName);
        return reply.send({ message });
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
        // A closed job takes no more applications: nothing is stored, the resume is removed below.
        const refusal =
          result.refused === 'job-closed'
            ? ([410, JOB_NO_LONGER_OPEN_MESSAGE] as const)
            : ([404, JOB_NOT_FOUND_MESSAGE] as const);
        throw new HttpError(refusal[0], refusal[1], { skillPosition: refusal[1] });
      }
      const { outcome, possibleDuplicate } = result;
      refuseSpentCaptcha(outcome);
      if (outcome === 'stored') app.mail.wake();
      // A repeat keeps the first copy's resume; this copy's file is not needed.
      if (outcome === 'duplicate') await app.fileStorage.remove(resume.storedName);
      // A signed-in submitter (a partner) learns that the candidate was already submitted for the job, never
      // by whom; the public form's answer says nothing of it (it would tell anyone who applied where).
      if (possibleDuplicate && submittedBy) {
        return reply.send({ message, alreadySubmitted: true, notice: ALREADY_SUBMITTED_NOTICE });
      }
      return reply.send({ message });
    } catch (error) {
      if (resume) await app.fileStorage.remove(resume.storedName);
      throw error;
    }
  };
}
