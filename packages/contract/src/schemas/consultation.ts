import { z } from '../zod.js';
import { CONSULTATION_PROJECTS, MESSAGE_TYPES } from '../codes.js';
import { CONSULTATION_DESCRIPTION_MAX, NAME_FIELD_MAX } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { email, requiredText } from './fields.js';
import { phoneNumber } from './phone.js';

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

/** What a consultation request (pro_messagetype 166110002) must carry besides the contact fields. */
export const ConsultationDetailsSchema = z.object({
  pro_messagetype: z.literal(MESSAGE_TYPES.consultation),
  pro_firstname: requiredText(consultation.fullName, NAME_FIELD_MAX),
  pro_PhoneNo: phoneNumber(consultation.mobile),
  pro_position: requiredText(consultation.position, NAME_FIELD_MAX),
  pro_message: requiredText(consultation.description, CONSULTATION_DESCRIPTION_MAX),
  pro_project: z.enum(CONSULTATION_PROJECTS, { error: consultation.project }),
});
