import { z } from '../zod.js';
import { VISA_STATUS_CODES } from '../visa-status.js';
import { HONEYPOT_FIELD } from '../form-fields.js';
import { EXPERIENCE_MIN_YEARS, NAME_FIELD_MAX } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { SKILL_CATEGORIES, isSkillInCategory } from '../skills.js';
import { email, personName, requiredText, webAddress } from './fields.js';
import { honeypot } from './public-forms.js';
import { phoneNumber } from './phone.js';

const apply = MESSAGES.apply;

/** The text fields of a job application (multipart; the resume travels as `file`). */
export const JobApplicationFieldsSchema = z.object({
  FirstName: personName(apply.firstName),
  LastName: personName(apply.lastName),
  Email: email({ required: apply.emailRequired, invalid: apply.emailInvalid }),
  skillPosition: requiredText('Please choose a job', 200),
  LinkedIn: webAddress(apply.linkedIn, 500),
  pro_visastatus: z.coerce
    .number({ error: apply.visaStatus })
    .refine((code) => (VISA_STATUS_CODES as number[]).includes(code), { error: apply.visaStatus }),
  phoneNumber: phoneNumber(apply.mobile),
});
export type JobApplicationFields = z.infer<typeof JobApplicationFieldsSchema>;

/** GET /CRM/GetJobByName?jobname= (the job of the apply page). */
export const JobByNameQuerySchema = z.object({
  jobname: z
    .string({ error: 'Please give a job name' })
    .trim()
    .min(1, { error: 'Please give a job name' })
    .max(200),
});

const worth = MESSAGES.knowYourWorth;

export const CandidateSkillSchema = z
  .object({
    pro_skills: requiredText(worth.noSkill, 100),
    pro_YrsExp: z
      .number({ error: worth.experience })
      .min(EXPERIENCE_MIN_YEARS, { error: worth.experience })
      .max(60),
    pro_category: z.enum(SKILL_CATEGORIES),
  })
  .refine((skill) => isSkillInCategory(skill.pro_skills, skill.pro_category), {
    error: 'Unknown skill',
    path: ['pro_skills'],
  });

/** POST /CRM/AddCandidateLead (docs/product.md#records). */
export const CandidateLeadSchema = z.object({
  pro_firstname: personName(worth.firstName),
  pro_lastname: personName(worth.lastName),
  pro_PhoneNo: phoneNumber(worth.mobile),
  pro_email: email({ required: worth.emailRequired, invalid: worth.emailInvalid }),
  pro_url1: webAddress(worth.linkedIn, 500),
  candidateSkills: z.array(CandidateSkillSchema).min(1, { error: worth.noSkill }).max(60),
});
export type CandidateLead = z.infer<typeof CandidateLeadSchema>;

/** The on-screen contact part of the know-your-worth form (docs/product.md#records). */
export const KnowYourWorthContactSchema = z.object({
  firstName: personName(worth.firstName),
  lastName: personName(worth.lastName),
  emailId: email({ required: worth.emailRequired, invalid: worth.emailInvalid }),
  linkedIn: webAddress(worth.linkedIn, 500),
  phoneNo: phoneNumber(worth.mobile),
});
export type KnowYourWorthContact = z.infer<typeof KnowYourWorthContactSchema>;

export const JOB_NAME_MAX = NAME_FIELD_MAX;

/** POST /CRM/AddCandidateLead with the honeypot field. */
export const CandidateLeadRequestSchema = CandidateLeadSchema.extend({ [HONEYPOT_FIELD]: honeypot() });
export type CandidateLeadRequest = z.input<typeof CandidateLeadRequestSchema>;
