import { z } from '../zod.js';

/**
 * The running system (admin, docs/product.md#running-it): e-mail waiting and failed, and the scheduled jobs'
 * last runs.
 */

export const SYSTEM_MESSAGES = {
  mailNotFailed: 'This e-mail is no longer failed: it is waiting or was sent.',
} as const;

/** An e-mail given up after its last attempt; it keeps its text for a retry. */
export const FailedMailSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string(),
  /** When its last attempt failed (ISO). */
  failedAt: z.string(),
});
export type FailedMail = z.infer<typeof FailedMailSchema>;

/** One scheduled job (a reminder of one office, the retention job) and its latest run, if any. */
export const ScheduledJobSchema = z.object({
  job: z.string(),
  label: z.string(),
  /** The slot the latest run was for (office time for reminders, the UTC day for the retention job). */
  lastSlot: z.string().nullable(),
  /** When it ran (ISO), null when it never has. */
  lastRunAt: z.string().nullable(),
  /** E-mails that run queued. */
  mails: z.number().int().nullable(),
  /** When it runs, in words and office time: "Fridays at 3:00 PM Seattle". */
  schedule: z.string(),
  /** Its latest slot and the next, in words and office time: "Friday 4 Dec, 3:00 PM Seattle; next Friday 11 Dec". */
  runs: z.string(),
});
export type ScheduledJob = z.infer<typeof ScheduledJobSchema>;

/** GET /CRM/GetSystemStatus. */
export const SystemStatusSchema = z.object({
  mailWaiting: z.number().int(),
  mailFailed: z.number().int(),
  /** The most recent failed e-mails first (at most FAILED_MAIL_LIMIT). */
  failedMail: z.array(FailedMailSchema),
  scheduledJobs: z.array(ScheduledJobSchema),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

/** How many failed e-mails the System page lists (the count says how many there are in all). */
export const FAILED_MAIL_LIMIT = 100;

/** POST /CRM/RetryMail. */
export const RetryMailSchema = z.object({ id: z.string().trim().min(1).max(200) });
export const RetryMailResultSchema = z.object({ id: z.string(), retried: z.literal(true) });
