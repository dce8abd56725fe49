import { z } from '../zod.js';
import { APPLICATION_STATUS_CODES, INQUIRY_KIND_CODES, INQUIRY_STATUS_CODES } from '../back-office.js';
import { lineOfText, multilineText } from './fields.js';
import { PageQuerySchema, pageOf } from './pages.js';
import { FileDispositionSchema } from './stored-files.js';

/**
 * The back office's inbox (docs/product.md#back-office): inquiries (contact messages, consultation
 * requests, know-your-worth leads) and job applications, their notes and the history of their changes.
 */

export const INBOX_MESSAGES = {
  note: 'Please write a note',
  status: 'Please choose a status',
  assignee: 'Please choose an active staff member',
  inquiryNotFound: 'This inquiry does not exist.',
  applicationNotFound: 'This application does not exist.',
  resumeNotFound: 'This resume is not available.',
  nothingToChange: 'Please choose a status or an assignee',
} as const;

export const NOTE_MAX_LENGTH = 4000;

const searchText = lineOfText(200).optional();
/** `assignedTo=` a staff member's id, or `none` for records nobody holds. */
const assignedToFilter = z.string().trim().min(1).max(64).optional();

/** GET /CRM/ExportInquiries: the filters of the list. */
export const InquiryFiltersSchema = z.object({
  search: searchText,
  kind: z.enum(INQUIRY_KIND_CODES).optional(),
  status: z.enum(INQUIRY_STATUS_CODES).optional(),
  assignedTo: assignedToFilter,
});
export type InquiryFilters = z.infer<typeof InquiryFiltersSchema>;
/** GET /CRM/GetInquiries. */
export const InquiriesQuerySchema = PageQuerySchema.extend(InquiryFiltersSchema.shape);
export type InquiriesQuery = z.input<typeof InquiriesQuerySchema>;

export const AssigneeSchema = z.object({ id: z.string(), name: z.string() });
export type Assignee = z.infer<typeof AssigneeSchema>;

export const InquirySummarySchema = z.object({
  id: z.string(),
  kind: z.enum(INQUIRY_KIND_CODES),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  status: z.enum(INQUIRY_STATUS_CODES),
  assignedTo: AssigneeSchema.nullable(),
  /** The start of the message, or the lead's skills. */
  summary: z.string(),
});
export type InquirySummary = z.infer<typeof InquirySummarySchema>;
export const InquiryPageSchema = pageOf(InquirySummarySchema);

export const RecordNoteSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  body: z.string(),
});
export type RecordNote = z.infer<typeof RecordNoteSchema>;

/** One changed field; values as a reader knows them (a status's label, a person's name). */
export const RecordChangeSchema = z.object({
  id: z.string(),
  actorName: z.string(),
  createdAt: z.string(),
  field: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});
export type RecordChange = z.infer<typeof RecordChangeSchema>;

/**
 * What a record keeps of the sender's consent (docs/product.md#personal-data): when it was given and which version
 * of the privacy notice the form showed; both null on records stored before either was kept ("Not recorded").
 */
const consentFields = {
  consentAt: z.string().nullable(),
  noticeVersion: z.string().nullable(),
};

export const LeadSkillSchema = z.object({ skill: z.string(), category: z.string(), years: z.number() });
export type LeadSkill = z.infer<typeof LeadSkillSchema>;

/** GET /CRM/GetInquiry?id=: every submitted field (null where the kind has no such field). */
export const InquiryDetailSchema = z.object({
  id: z.string(),
  kind: z.enum(INQUIRY_KIND_CODES),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  position: z.string().nullable(),
  project: z.string().nullable(),
  partnerReference: z.string().nullable(),
  employeeReference: z.string().nullable(),
  linkedIn: z.string().nullable(),
  skills: z.array(LeadSkillSchema),
  /** A know-your-worth lead's: when its offer was last e-mailed (null: never, or another kind). */
  offerSentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  ...consentFields,
  status: z.enum(INQUIRY_STATUS_CODES),
  assignedTo: AssigneeSchema.nullable(),
  notes: z.array(RecordNoteSchema),
  history: z.array(RecordChangeSchema),
});
export type InquiryDetail = z.infer<typeof InquiryDetailSchema>;

export const RecordIdQuerySchema = z.object({ id: z.string().trim().min(1).max(64) });

/** GET /CRM/GetResume: the application's resume, as a download or (disposition=inline, a PDF) to view. */
export const ResumeQuerySchema = RecordIdQuerySchema.extend({ disposition: FileDispositionSchema });

/** POST /CRM/UpdateInquiry: the status, the assignee (null to release it), or both. */
export const UpdateInquirySchema = z.object({
  id: z.string().trim().min(1).max(64),
  status: z.enum(INQUIRY_STATUS_CODES, { error: INBOX_MESSAGES.status }).optional(),
  assignedTo: z.string().trim().min(1).max(64).nullable().optional(),
});
export type UpdateInquiry = z.infer<typeof UpdateInquirySchema>;

/** POST /CRM/AddInquiryNote and /CRM/AddApplicationNote. */
export const AddRecordNoteSchema = z.object({
  id: z.string().trim().min(1).max(64),
  note: multilineText(INBOX_MESSAGES.note, NOTE_MAX_LENGTH),
});
export type AddRecordNote = z.infer<typeof AddRecordNoteSchema>;

/** GET /CRM/ExportApplications: the filters of the list. */
export const ApplicationFiltersSchema = z.object({
  search: searchText,
  status: z.enum(APPLICATION_STATUS_CODES).optional(),
  /** The job's name (pro_jobname). */
  job: lineOfText(200).optional(),
  assignedTo: assignedToFilter,
  /** `true`: only the applications marked "Possible duplicate" (docs/product.md#possible-duplicates). */
  possibleDuplicate: z.enum(['true']).optional(),
});
export type ApplicationFilters = z.infer<typeof ApplicationFiltersSchema>;
/** GET /CRM/GetApplications. */
export const ApplicationsQuerySchema = PageQuerySchema.extend(ApplicationFiltersSchema.shape);
export type ApplicationsQuery = z.input<typeof ApplicationsQuerySchema>;

export const ApplicationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  jobName: z.string(),
  jobTitle: z.string(),
  createdAt: z.string(),
  status: z.enum(APPLICATION_STATUS_CODES),
  assignedTo: AssigneeSchema.nullable(),
  /** The partner who submitted the candidate, if a partner did. */
  submittedBy: z.string().nullable(),
  /**
   * Marked "Possible duplicate": its e-mail or phone had already applied to the same job
   * (docs/product.md#possible-duplicates).
   */
  possibleDuplicate: z.boolean(),
});
export type ApplicationSummary = z.infer<typeof ApplicationSummarySchema>;
export const ApplicationPageSchema = pageOf(ApplicationSummarySchema);

/** Another application of the same person for the same job: its record, the person's name and who sent it. */
export const DuplicateLinkSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The partner who submitted it, or null when the candidate applied directly. */
  submittedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type DuplicateLink = z.infer<typeof DuplicateLinkSchema>;

/** GET /CRM/GetApplication?id=. */
export const ApplicationDetailSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  linkedIn: z.string(),
  visaStatus: z.string(),
  jobName: z.string(),
  jobTitle: z.string(),
  submittedBy: z.string().nullable(),
  possibleDuplicate: z.boolean(),
  /** The earlier application it may duplicate; null when none is marked, or that one was erased. */
  duplicateOf: DuplicateLinkSchema.nullable(),
  /** Later applications marked as possible duplicates of this one, oldest first (the first 50). */
  duplicates: z.array(DuplicateLinkSchema),
  resume: z.object({ name: z.string(), size: z.number(), mimeType: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  ...consentFields,
  status: z.enum(APPLICATION_STATUS_CODES),
  assignedTo: AssigneeSchema.nullable(),
  notes: z.array(RecordNoteSchema),
  history: z.array(RecordChangeSchema),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;

/** POST /CRM/UpdateApplication. */
export const UpdateApplicationSchema = z.object({
  id: z.string().trim().min(1).max(64),
  status: z.enum(APPLICATION_STATUS_CODES, { error: INBOX_MESSAGES.status }).optional(),
  assignedTo: z.string().trim().min(1).max(64).nullable().optional(),
});
export type UpdateApplication = z.infer<typeof UpdateApplicationSchema>;
