import { z } from '../zod.js';
import { CONSULTATION_PROJECTS, MESSAGE_TYPES } from '../codes.js';
import { CONSULTATION_DESCRIPTION_MAX, NAME_FIELD_MAX } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { email, optionalText, personName, phoneNumber, requiredText } from './fields.js';

const contact = MESSAGES.contact;

/** The "Drop us a line" form; its values are the AddContactUs payload fields (spec section 3). */
export const ContactFormSchema = z.object({
  pro_firstname: personName(contact.firstName),
  pro_lastname: personName(contact.lastName),
  pro_email: email({ required: contact.emailRequired, invalid: contact.emailInvalid }),
  pro_message: requiredText(contact.message),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

const consultation = MESSAGES.consultation;

/** The "Let's partner up" form as the visitor fills it in. */
export const ConsultationFormSchema = z.object({
  fullName: requiredText(consultation.fullName, NAME_FIELD_MAX),
  mobile: phoneNumber(consultation.mobile),
  workEmail: email({ required: consultation.emailRequired, invalid: consultation.emailInvalid }),
  position: requiredText(consultation.position, NAME_FIELD_MAX),
  description: requiredText(consultation.description, CONSULTATION_DESCRIPTION_MAX),
  project: z.enum(CONSULTATION_PROJECTS, { error: consultation.project }),
  terms: z.literal(true, { error: consultation.terms }),
});
export type ConsultationForm = z.infer<typeof ConsultationFormSchema>;

/** POST /CRM/AddContactUs: a contact message (166110000) or a consultation request (166110002). */
export const ContactMessageSchema = z.object({
  pro_firstname: requiredText(contact.firstName, NAME_FIELD_MAX),
  pro_lastname: z.string().trim().max(NAME_FIELD_MAX, { error: MESSAGES.tooLong }).default(''),
  pro_email: email({ required: contact.emailRequired, invalid: contact.emailInvalid }),
  pro_message: requiredText(contact.message),
  pro_messagetype: z.union([z.literal(MESSAGE_TYPES.contact), z.literal(MESSAGE_TYPES.consultation)]),
  pro_partnerreference: optionalText(),
  pro_employeereference: optionalText(),
});
export type ContactMessage = z.input<typeof ContactMessageSchema>;
