import {
  API_PATHS,
  MESSAGE_TYPES,
  SubmissionReceivedSchema,
  type ContactForm,
  type ContactUsRequest,
  type SubmissionReceived,
} from '@smartmove/contract';
import { apiRequest } from '../../../lib/api-client';

/** The "Drop us a line" form as the AddContactUs payload (pro_messagetype 166110000). */
export function toContactMessage(form: ContactForm, honeypot = ''): ContactUsRequest {
  return {
    pro_firstname: form.pro_firstname,
    pro_lastname: form.pro_lastname,
    pro_email: form.pro_email,
    pro_message: form.pro_message,
    pro_messagetype: MESSAGE_TYPES.contact,
    ...(honeypot ? { website: honeypot } : {}),
  };
}

/** POST /CRM/AddContactUs */
export function addContactUs(message: ContactUsRequest): Promise<SubmissionReceived> {
  return apiRequest(API_PATHS.addContactUs, {
    method: 'POST',
    body: message,
    schema: SubmissionReceivedSchema,
  });
}
