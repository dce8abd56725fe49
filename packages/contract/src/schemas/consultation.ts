import { z } from '../zod.js';
import { CONSULTATION_PROJECTS, MESSAGE_TYPES } from '../codes.js';
import { CONSULTATION_DESCRIPTION_MAX, NAME_FIELD_MAX } from '../limits.js';
import { MESSAGES } from '../messages.js';
import {
  email,
  multilineText,
  optionalPersonName,
  optionalText,
  personName,
  requiredText,
} from './fields.js';
import { phoneNumber } from './phone.js';

const consultation = MESSAGES.consultation;

/** The "Let's partner up" form as the visitor fills it in. */
export const ConsultationFormSchema = z.object({
  fullName: personName(consultation.fullName),
  mobile: phoneNumber(consultation.mobile),
  workEmail: email({ required: consultation.emailRequired, invalid: consultation.emailInvalid }),
  position: requiredText(consultation.position, NAME_FIELD_MAX),
  description: multilineText(consultation.description, CONSULTATION_DESCRIPTION_MAX),
  project: z.enum(CONSULTATION_PROJECTS, { error: consultation.project }),
  terms: z.literal(true, { error: consultation.terms }),
});
export type ConsultationForm = z.infer<typeof ConsultationFormSchema>;

/**
 * POST /CRM/AddContactUs as a consultation request (166110002): the spec's contact fields with the
 * consultation form's messages, and its mobile, position and project beside them.
 */
export const ConsultationRequestSchema = z.object({
  pro_firstname: personName(consultation.fullName),
  pro_lastname: optionalPersonName(),
  pro_email: email({ required: consultation.emailRequired, invalid: consultation.emailInvalid }),
  pro_message: multilineText(consultation.description, CONSULTATION_DESCRIPTION_MAX),
  pro_messagetype: z.literal(MESSAGE_TYPES.consultation),
  pro_partnerreference: optionalText(),
  pro_employeereference: optionalText(),
  pro_PhoneNo: phoneNumber(consultation.mobile),
  pro_position: requiredText(consultation.position, NAME_FIELD_MAX),
  pro_project: z.enum(CONSULTATION_PROJECTS, { error: consultation.project }),
});
export type ConsultationRequest = z.input<typeof ConsultationRequestSchema>;
