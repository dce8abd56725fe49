import {
  API_PATHS,
  CAPTCHA_TOKEN_HEADER,
  HONEYPOT_FIELD,
  RESUME_FILE_FIELD,
  SubmissionReceivedSchema,
  type JobApplicationFields,
  type SubmissionReceived,
} from '@smartmove/contract';
import { apiRequest } from '../../../lib/api-client';

export interface JobApplication extends Omit<JobApplicationFields, 'pro_visastatus'> {
  pro_visastatus: number;
  file: File;
}

/** The multipart body of docs/product.md#records: the text fields first, then the resume as `file`. */
export function toApplicationFormData(application: JobApplication, honeypot = ''): FormData {
  const body = new FormData();
  body.set('FirstName', application.FirstName);
  body.set('LastName', application.LastName);
  body.set('Email', application.Email);
  body.set('skillPosition', application.skillPosition);
  body.set('LinkedIn', application.LinkedIn);
  body.set('pro_visastatus', String(application.pro_visastatus));
  body.set('phoneNumber', application.phoneNumber);
  if (honeypot) body.set(HONEYPOT_FIELD, honeypot);
  body.set(RESUME_FILE_FIELD, application.file, application.file.name);
  return body;
}

/**
 * POST /CRM/UASubmitCandidate, or /CRM/SubmitCandidate with the bearer token when signed in (the
 * submission then appears in the user's submissions); the solved captcha's token travels in its header.
 */
export function submitApplication(
  application: JobApplication,
  { signedIn, honeypot = '', captchaToken }: { signedIn: boolean; honeypot?: string; captchaToken: string },
): Promise<SubmissionReceived> {
  return apiRequest(signedIn ? API_PATHS.submitCandidate : API_PATHS.uaSubmitCandidate, {
    method: 'POST',
    body: toApplicationFormData(application, honeypot),
    headers: { [CAPTCHA_TOKEN_HEADER]: captchaToken },
    schema: SubmissionReceivedSchema,
  });
}
