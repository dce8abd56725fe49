import {
  API_PATHS,
  CAPTCHA_TOKEN_HEADER,
  MESSAGE_TYPES,
  SubmissionReceivedSchema,
  type ConsultationForm,
  type ContactUsRequest,
  type SubmissionReceived,
} from '@smartmove/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * The "Let's partner up" form as an AddContactUs payload: pro_messagetype 166110002, empty partner and
 * employee references; mobile, position and project travel beside the spec's fields.
 */
export function toConsultationMessage(form: ConsultationForm, honeypot = ''): ContactUsRequest {
  return {
    pro_firstname: form.fullName,
    pro_lastname: '',
    pro_email: form.workEmail,
    pro_message: form.description,
    pro_messagetype: MESSAGE_TYPES.consultation,
    pro_partnerreference: '',
    pro_employeereference: '',
    pro_PhoneNo: form.mobile,
    pro_position: form.position,
    pro_project: form.project,
    ...(honeypot ? { website: honeypot } : {}),
  };
}

/** POST /CRM/AddContactUs with the solved captcha's token in its header (docs/product.md#captcha). */
export function requestConsultation(
  message: ContactUsRequest,
  captchaToken: string,
): Promise<SubmissionReceived> {
  return apiRequest(API_PATHS.addContactUs, {
    method: 'POST',
    body: message,
    headers: { [CAPTCHA_TOKEN_HEADER]: captchaToken },
    schema: SubmissionReceivedSchema,
  });
}
