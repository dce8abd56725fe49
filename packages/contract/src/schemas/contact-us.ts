import { z } from '../zod.js';
import { HONEYPOT_FIELD } from '../form-fields.js';
import { ConsultationRequestSchema } from './consultation.js';
import { ContactMessageSchema } from './contact.js';
import { honeypot } from './public-forms.js';

/** The answer to an AddContactUs request whose pro_messagetype is neither a contact nor a consultation. */
export const UNKNOWN_MESSAGE_TYPE_MESSAGE = 'Please choose a message type';

/**
 * POST /CRM/AddContactUs, one request per pro_messagetype: a contact message (166110000, the contact form
 * and the booking planner) or a consultation request (166110002, with mobile, position and project). Its
 * own module, so that the contact form's code does not load the consultation's phone number library.
 */
export const ContactUsRequestSchema = z.discriminatedUnion(
  'pro_messagetype',
  [
    ContactMessageSchema.extend({ [HONEYPOT_FIELD]: honeypot() }),
    ConsultationRequestSchema.extend({ [HONEYPOT_FIELD]: honeypot() }),
  ],
  { error: UNKNOWN_MESSAGE_TYPE_MESSAGE },
);
export type ContactUsRequest = z.input<typeof ContactUsRequestSchema>;
export type ContactUsSubmission = z.infer<typeof ContactUsRequestSchema>;
