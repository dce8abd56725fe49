import { JOB_PAY_MESSAGE, parseHourlyPay } from '../job-pay.js';
import { JOB_NO_LONGER_OPEN_MESSAGE, MESSAGES } from '../messages.js';
import { z } from '../zod.js';
import { filledText, isSingleLine, lineOfText } from './fields.js';
import { PageQuerySchema, pageOf } from './pages.js';

/**
 * The back office's Jobs page (docs/product.md#back-office): recruiters post, edit and close the C2C jobs
 * of the public board. A closed job leaves the board; its apply page answers JOB_NO_LONGER_OPEN_MESSAGE.
 */

export const JOB_STATUS_CODES = ['open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUS_CODES)[number];
export const JOB_STATUS_LABELS: Record<JobStatus, string> = { open: 'Open', closed: 'Closed' };

export const JOB_LIMITS = {
  titleMax: 120,
  locationMax: 100,
  descriptionMax: 4000,
  skillsMax: 500,
  rateMax: 60,
  endClientMax: 120,
} as const;

/** Every message of the job form and of the job calls, in one place (client and server alike). */
export const JOB_MESSAGES = {
  title: 'Please enter a job title',
  location: 'Please enter a location',
  description: 'Please enter a description',
  skills: 'Please enter the skills',
  rate: 'Please enter a rate',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
  notFound: 'This job does not exist.',
  alreadyClosed: 'This job is already closed.',
  noLongerOpen: JOB_NO_LONGER_OPEN_MESSAGE,
  clientNotFound: 'Please choose a client from the list',
} as const;

/** A job's text over several lines (its description). */
function jobText(message: string, max: number) {
  return filledText(message).max(max, { error: JOB_MESSAGES.tooLong(max) });
}

/** A job's one-line text (title, location, skills, rate). */
function jobLine(message: string, max: number) {
  return jobText(message, max).refine(isSingleLine, { error: MESSAGES.singleLine });
}

/** The fields of "New job" and of its edit: Job title, Location, Description, Skills, Rate, Remote. */
export const JobFormSchema = z.object({
  title: jobLine(JOB_MESSAGES.title, JOB_LIMITS.titleMax),
  location: jobLine(JOB_MESSAGES.location, JOB_LIMITS.locationMax),
  description: jobText(JOB_MESSAGES.description, JOB_LIMITS.descriptionMax),
  skills: jobLine(JOB_MESSAGES.skills, JOB_LIMITS.skillsMax),
  // Every posting states its hourly pay (pay transparency).
  rate: jobLine(JOB_MESSAGES.rate, JOB_LIMITS.rateMax).refine((rate) => parseHourlyPay(rate) !== undefined, {
    error: JOB_PAY_MESSAGE,
  }),
  remote: z.boolean().optional().default(false),
  /**
   * The client the job names ("Client", one of the firm's clients); empty or absent when it names none. The
   * submittals' 90-day rule counts by it across the client's jobs, else by the job
   * (docs/product.md#submittals); its name becomes the job's end client.
   */
  clientId: z.string().trim().max(64).optional(),
  /**
   * The end client's name as shown and e-mailed ("End client") when the job names no client of the firm's;
   * replaced by the client's name when it does.
   */
  endClient: z
    .string()
    .trim()
    .max(JOB_LIMITS.endClientMax, { error: JOB_MESSAGES.tooLong(JOB_LIMITS.endClientMax) })
    .refine(isSingleLine, { error: MESSAGES.singleLine })
    .optional(),
});
export type JobFormInput = z.input<typeof JobFormSchema>;
export type JobForm = z.infer<typeof JobFormSchema>;

const JobIdSchema = z.string().trim().min(1).max(64);

/** POST /CRM/AddC2CJob: a new open job, posted today; its URL name is made from the title. */
export const AddC2CJobSchema = JobFormSchema;
/** POST /CRM/UpdateC2CJob: every field again; the URL name never changes, so links stay valid. */
export const UpdateC2CJobSchema = JobFormSchema.extend({ id: JobIdSchema });
export type UpdateC2CJob = z.infer<typeof UpdateC2CJobSchema>;
/** POST /CRM/CloseC2CJob. */
export const CloseC2CJobSchema = z.object({ id: JobIdSchema });

/** GET /CRM/GetJobsAdmin: open and closed jobs, newest first, searched by title, location or skills. */
export const JobsAdminQuerySchema = PageQuerySchema.extend({
  search: lineOfText(200).optional(),
  status: z.enum(JOB_STATUS_CODES).optional(),
});
export type JobsAdminQuery = z.input<typeof JobsAdminQuerySchema>;

export const AdminJobSchema = z.object({
  id: z.string(),
  /** The URL name, the {id} of /applynow/{id} and of the details pages. */
  jobName: z.string(),
  title: z.string(),
  location: z.string(),
  description: z.string(),
  skills: z.string(),
  rate: z.string(),
  remote: z.boolean(),
  /** The client the job names; null when none. */
  clientId: z.string().nullable(),
  /** The end client's name (the client's, when the job names one); '' when the job names none. */
  endClient: z.string(),
  postedOn: z.string(),
  status: z.enum(JOB_STATUS_CODES),
  closedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type AdminJob = z.infer<typeof AdminJobSchema>;
export const AdminJobPageSchema = pageOf(AdminJobSchema);
