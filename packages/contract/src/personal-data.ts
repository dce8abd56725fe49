import { z } from './zod.js';

/**
 * Personal data (docs/product.md#personal-data): the privacy notice every form links to, the applicant's
 * status page and its withdraw-and-delete, and the erasure staff and the retention job perform.
 */

/**
 * The version of the privacy notice the forms show. Each stored inquiry and application keeps it beside
 * the moment consent was given; change it whenever /privacy changes what it says.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-25';

/** How long inquiries and applications are kept unless RETENTION_DAYS says otherwise. */
export const DEFAULT_RETENTION_DAYS = 365;

/** The line under each public form that collects personal data, before its link to /privacy. */
export const FORM_PRIVACY_NOTES = {
  inquiry:
    'We keep what you send here only to answer you, for up to 12 months, and never sell it. You can ask us to delete it at any time.',
  application:
    'We keep your application and resume only to consider you for this and similar roles, for up to 12 months. The e-mail we send you has a link to withdraw and delete them at any time.',
  account:
    'We keep your name, phone number and e-mail to run your account, and delete them when the account is closed.',
} as const;
export const PRIVACY_LINK_TEXT = 'Privacy notice';

export const MY_APPLICATION_MESSAGES = {
  /** One answer for a wrong, malformed, reused or erased token: it never tells whether one existed. */
  invalidLink: 'This link is not valid. The application may have been withdrawn.',
  withdrawAction: 'Withdraw and delete my data',
  withdrawQuestion:
    'Withdraw your application and delete your data? Your application, your resume and any e-mail about it not yet sent are deleted at once. This cannot be undone.',
  withdrawn: 'Your application was withdrawn and your data deleted.',
} as const;

/** How a back-office record shows the consent it keeps; records stored before it was kept read "Not recorded". */
export const CONSENT_LABELS = {
  section: 'Consent',
  consentAt: 'Consent given',
  noticeVersion: 'Privacy notice version',
  notRecorded: 'Not recorded',
} as const;

export const ERASE_PERSONAL_DATA_ACTION = 'Erase personal data';
export const ERASE_PERSONAL_DATA_QUESTION =
  'Erase this record and everything it holds about the person (fields, notes, history and files)? Only an anonymous line stays in the audit log. This cannot be undone.';

/** The status page's token: 32 random bytes, base64url (43 characters). */
export const APPLICATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** POST /CRM/GetMyApplication and POST /CRM/WithdrawMyApplication (the token travels in the body). */
export const MyApplicationRequestSchema = z.object({ token: z.string().max(200) });
export type MyApplicationRequest = z.infer<typeof MyApplicationRequestSchema>;

export const MyApplicationSchema = z.object({
  jobTitle: z.string(),
  /** The status as the applicant reads it ("Received", "In review", …: applicantStatusLabel). */
  status: z.string(),
  submittedAt: z.string(),
  firstName: z.string(),
});
export type MyApplication = z.infer<typeof MyApplicationSchema>;

/** POST /CRM/ErasePersonalData. */
export const ErasePersonalDataSchema = z.object({
  kind: z.enum(['inquiry', 'application']),
  id: z.string().min(1).max(100),
});
export type ErasePersonalData = z.infer<typeof ErasePersonalDataSchema>;

/** "Download my data" (docs/personal-data-export.md): the person's own copy as a ZIP. */
export const DOWNLOAD_MY_DATA_ACTION = 'Download my data';
/** The back office's name for the same copy, made for the person of a record. */
export const EXPORT_PERSONAL_DATA_ACTION = 'Export personal data';
/** The audit line of a staff export. */
export const EXPORTED_PERSONAL_DATA_AUDIT = 'exported personal data';
/** What data.json says it is, and the version of its layout (docs/personal-data-export.schema.json). */
export const PERSONAL_DATA_EXPORT_FORMAT = 'smartmove-personal-data';
export const PERSONAL_DATA_EXPORT_VERSION = 1;
export const PERSONAL_DATA_DOWNLOAD_NOTE =
  'A ZIP file with summary.html (what we hold about you, why, and since when), data.json (all of it, in a machine-readable form) and your files.';
/** Under a record's "Note" box: what a staff note becomes. */
export const RECORD_NOTE_HINT =
  "Notes are part of the person's data: they are in the copy the person can download, and erased with the record.";

/** The records whose person's data staff can export. */
export const PERSONAL_DATA_EXPORT_KINDS = ['inquiry', 'application', 'person'] as const;
export type PersonalDataExportKind = (typeof PERSONAL_DATA_EXPORT_KINDS)[number];

/** GET /CRM/ExportPersonalData?kind=&id=. */
export const ExportPersonalDataQuerySchema = z.object({
  kind: z.enum(PERSONAL_DATA_EXPORT_KINDS),
  id: z.string().min(1).max(100),
});
export type ExportPersonalDataQuery = z.infer<typeof ExportPersonalDataQuerySchema>;

/** The ZIP's name: `personal-data-YYYY-MM-DD.zip` (the day it was made, UTC). */
export function personalDataFileName(at: Date): string {
  return `personal-data-${at.toISOString().slice(0, 10)}.zip`;
}
