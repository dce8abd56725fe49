import type { ColumnType, Generated } from 'kysely';

/** A bigint column (money in minor units): PostgreSQL answers it as a string, SQLite as a number. */
export type BigIntColumn = ColumnType<number | string, number, number>;

/**
 * Table types for the query layer. Identifiers are text UUIDs, instants are ISO-8601 text and flags
 * are integers 0/1, so that one schema serves SQLite and PostgreSQL alike.
 */
export interface UsersTable {
  id: string;
  phone: string;
  name: string;
  email: string;
  user_type: number;
  company_name: string | null;
  created_at: string;
  // Added by 0003-auth; optional so that rows written before it (the demo seed) still type-check.
  company_website?: string | null;
  /** Generated file name under DATA_DIR/uploads/profile-images. */
  profile_image_name?: string | null;
  // Added by 0013-back-office.
  /** pending, active, declined or deactivated (contract ACCOUNT_STATUSES). */
  status?: string;
  /** Staff roles, comma-separated (recruiter, approver, admin); '' for none. */
  staff_roles?: string;
  manager_id?: string | null;
  status_changed_at?: string | null;
  // Added by 0025-leave-holidays: seattle or pune (contract OFFICE_CODES).
  office?: string;
  // Added by 0034-reminders: 1 unless the person turned their reminders off.
  reminders_enabled?: number;
}

export interface C2CJobsTable {
  id: string;
  job_name: string;
  title: string;
  location: string;
  description: string;
  skills: string;
  rate: string;
  remote: number;
  posted_on: string;
  removed: Generated<number>;
  /** Who posted it in the back office (null for seeded jobs). */
  created_by: string | null;
  updated_at: string | null;
  /** Set when a recruiter closes the job: it leaves the board and refuses applications. */
  closed_at: string | null;
  closed_by: string | null;
  /** Added by 0057-talent-submittals: the client the job's candidates are submitted to (null: none named). */
  end_client: Generated<string | null>;
  /** Added by 0061-job-clients: the client the job names (its name is copied to end_client); null: none. */
  client_id: Generated<string | null>;
}

export interface BenchCandidatesTable {
  id: string;
  owner_user_id: string | null;
  title: string;
  name: string;
  experience: string;
  location: string;
  visa_status: string;
  skills: string;
  email: string | null;
  phone: string | null;
  created_at: string;
  /** null while the candidate waits for a recruiter's review (off the public hot list). */
  published_at: string | null;
  /** The recruiter who published it; null when published by migration 0021 or the seed. */
  published_by: string | null;
  /** Set while a recruiter has sent it back to its partner (with the reason and who); else null. */
  sent_back_at: string | null;
  sent_back_by: string | null;
  sent_back_reason: string | null;
}

/** One employee's payslip PDF for one month (unique per user and month). */
export interface PayslipsTable {
  id: string;
  user_id: string;
  /** 'YYYY-MM'. */
  month: string;
  /** The file storage's generated name. */
  file_name: string;
  original_name: string;
  size: number;
  uploaded_by: string;
  uploaded_at: string;
}

export interface PropertiesTable {
  id: string;
  latitude: number;
  longitude: number;
  property_name: string;
  builder: string;
  hyperlink: string;
  street: string;
  city: string;
  state: string;
  zip_code: string;
}

export interface RealtorLeadsTable {
  id: string;
  latitude: number;
  longitude: number;
  realtor_name: string;
  realtor_phone: string;
  url: string;
  address: string;
  price: number;
  realtor_company: string;
  status: string;
}

export interface ContactMessagesTable {
  id: string;
  /** pro_messagetype: 166110000 contact, 166110002 consultation. */
  message_type: number;
  first_name: string;
  last_name: string;
  email: string;
  message: string;
  partner_reference: string;
  employee_reference: string;
  phone: string | null;
  position: string | null;
  project: string | null;
  created_at: string;
  // Added by 0013-back-office.
  status: Generated<string>;
  assigned_to: Generated<string | null>;
  updated_at: Generated<string | null>;
  // Added by 0023-personal-data: null on rows stored before it.
  consent_at: string | null;
  notice_version: string | null;
}

export interface CandidateLeadsTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  linkedin_url: string;
  created_at: string;
  // Added by 0013-back-office.
  status: Generated<string>;
  assigned_to: Generated<string | null>;
  updated_at: Generated<string | null>;
  // Added by 0023-personal-data: null on rows stored before it.
  consent_at: string | null;
  notice_version: string | null;
  /** Added by 0032-offer-sent-at: when the offer was last e-mailed (null: never). */
  offer_sent_at: Generated<string | null>;
}

export interface CandidateLeadSkillsTable {
  id: string;
  lead_id: string;
  /** Order of the skill in the submitted list. */
  position: number;
  skill: string;
  category: string;
  years_experience: number;
}

export interface JobApplicationsTable {
  id: string;
  job_name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  linkedin_url: string;
  visa_status: number;
  /** Generated name of the resume under DATA_DIR/uploads (never served publicly). */
  resume_file_name: string;
  resume_original_name: string;
  resume_mime_type: string;
  resume_size: number;
  /** Set when a signed-in user submitted the candidate (POST /CRM/SubmitCandidate). */
  submitted_by_user_id: string | null;
  status: Generated<string>;
  created_at: string;
  // Added by 0013-back-office.
  assigned_to: Generated<string | null>;
  updated_at: Generated<string | null>;
  // Added by 0023-personal-data: null on rows stored before it.
  consent_at: string | null;
  notice_version: string | null;
  /** SHA-256 (hex) of the token in the applicant's status-page link. */
  status_token_hash: string | null;
  // Added by 0036-possible-duplicates (docs/product.md#possible-duplicates): the e-mail lower-cased, the
  // phone in E.164.
  email_key: Generated<string | null>;
  phone_key: Generated<string | null>;
  /** The earlier application of the same e-mail or phone for the job; null once that one is erased. */
  duplicate_of_id: Generated<string | null>;
  /** 1: marked "Possible duplicate" at submit (stays when the earlier one is erased). */
  possible_duplicate: Generated<number>;
}

/** One row per submission fingerprint (0008): stored again only once seen_at is older than the window. */
export interface SubmissionFingerprintsTable {
  fingerprint: string;
  seen_at: string;
}

export interface CaptchaUsedTokensTable {
  token_id: string;
  used_at: string;
  expires_at: string;
}

/**
 * One row per code sent (0003-auth): each is checked only with the verificationId of its request (0028); the
 * rows also meter the caps.
 */
export interface OtpCodesTable {
  /** HMAC of the verificationId its requester got (a random UUID before migration 0028). */
  id: string;
  phone: string;
  /** HMAC-SHA256 of the code with the server's OTP secret. */
  code_hash: string;
  /** HMAC of the requester's IP, for the per-IP cap. */
  ip_hash: string;
  /** Verification attempts so far, the successful one included. */
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
  /** 1: requested by a browser with a known-device cookie for the phone (counted in a bucket of its own). */
  known_device: Generated<number>;
}

/** A phone without an account whose code was verified: it may register until expires_at, once. */
export interface PhoneVerificationsTable {
  phone: string;
  verified_at: string;
  expires_at: string;
  /** HMAC of the verificationId whose code verified the phone (null on rows from before 0028: unusable). */
  verification_id: string | null;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  /** Every rotation of one login shares a family; reuse of a rotated token revokes the family. */
  family_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** When it was rotated (revoked_at is set at the same time). */
  rotated_at: string | null;
}

// Portal (0004-portal).
export interface TimeSheetsTable {
  id: string;
  user_id: string;
  /** Monday of the week, 'YYYY-MM-DD'. */
  week_start: string;
  status: string;
  total_hours: number;
  submitted_at: string | null;
  created_at: string;
  updated_at: string;
  /** The approver who decided (users.id), when, and a rejection's reason; null until decided. */
  decided_by: string | null;
  decided_at: string | null;
  decision_reason: string | null;
}

export interface TimeSheetEntriesTable {
  id: string;
  time_sheet_id: string;
  position: number;
  project: string;
  hours_mon: number;
  hours_tue: number;
  hours_wed: number;
  hours_thu: number;
  hours_fri: number;
  hours_sat: number;
  hours_sun: number;
}

export interface LeaveRequestsTable {
  id: string;
  user_id: string;
  leave_type: string;
  from_date: string;
  to_date: string;
  /** Working days the request covers. */
  days: number;
  reason: string;
  status: string;
  created_at: string;
  /** The approver who decided (users.id), when, and a rejection's reason; null until decided. */
  decided_by: string | null;
  decided_at: string | null;
  decision_reason: string | null;
  // Added by 0025-leave-holidays: a sick-leave request's medical certificate under DATA_DIR/uploads.
  certificate_file_name?: string | null;
  certificate_original_name?: string | null;
  certificate_mime_type?: string | null;
  certificate_size?: number | null;
  cancelled_at?: string | null;
}

/** A person's calendar feed (0033-calendar-feeds): the token is derived from the nonce, only its hash is kept. */
/**
 * A link of an approval alert (0035-decision-links): only its token's hash is kept, with the approver, the item
 * and the item's version when the link was made.
 */
export interface DecisionLinksTable {
  id: string;
  token_hash: string;
  approver_id: string;
  /** time-sheet, leave or claim (contract APPROVAL_KINDS). */
  item_kind: string;
  item_id: string;
  item_version: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface CalendarFeedsTable {
  id: string;
  user_id: string;
  /** personal or team (contract CALENDAR_FEED_KINDS). */
  kind: string;
  nonce: string;
  token_hash: string;
  created_at: string;
}

/** One day off of an office's holiday calendar (unique per office and date). */
export interface OfficeHolidaysTable {
  id: string;
  office: string;
  date: string;
  name: string;
  created_at: string;
  /** The admin who added it; null for the seeded calendars. */
  created_by: string | null;
}

export interface ExpensesTable {
  id: string;
  user_id: string;
  expense_date: string;
  category: string;
  /** Added by 0047 in place of `amount`: minor units (cents, paise) of `currency`. */
  amount_minor: BigIntColumn;
  currency: string;
  description: string;
  /** Generated name of the receipt under DATA_DIR/uploads (never served publicly). */
  receipt_file_name: string;
  receipt_original_name: string;
  receipt_mime_type: string;
  receipt_size: number;
  status: string;
  created_at: string;
  /** The approver who decided (users.id), when, and a rejection's reason; null until decided. */
  decided_by: string | null;
  decided_at: string | null;
  decision_reason: string | null;
  paid_at: string | null;
  /** Added by 0045-claim-withdrawal: when its author withdrew it while it waited. */
  withdrawn_at?: string | null;
  /** Added by 0047: the client it is billed to at cost ("Bill to client"). */
  bill_to_client_id?: string | null;
}

export interface SupportCasesTable {
  id: string;
  user_id: string;
  reference: string;
  title: string;
  category: string;
  priority: string;
  description: string;
  status: string;
  created_at: string;
  updated_at: string;
  /** The staff member working on it (migration 0019). */
  assigned_to: Generated<string | null>;
}

/** A message in a support case's thread: the author's or a staff member's (migration 0019). */
export interface CaseMessagesTable {
  id: string;
  case_id: string;
  author_id: string;
  /** 1 when a staff member wrote it, 0 when the case's author did. */
  from_staff: number;
  body: string;
  created_at: string;
}

export interface UserPersonalDetailsTable {
  user_id: string;
  date_of_birth: string;
  marital_status: string;
  emergency_contact_name: string;
  emergency_contact_phone: string;
  updated_at: string;
}

export interface UserAddressesTable {
  user_id: string;
  street: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  updated_at: string;
}

export interface HealthChecksTable {
  id: number;
  checked_at: string;
}

/** Secrets generated once per database (0012-app-secrets). */
export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** A staff member's note on a record (an inquiry, an application, …). */
export interface RecordNotesTable {
  id: string;
  record_kind: string;
  record_id: string;
  author_id: string;
  body: string;
  created_at: string;
}

/** One changed field of a record, by whom and when: the record's history. */
export interface RecordChangesTable {
  id: string;
  record_kind: string;
  record_id: string;
  actor_id: string | null;
  field: string;
  old_value: string | null;
  new_value: string | null;
  created_at: string;
}

/** Who did what to which record, and when; written only, never changed through the product. */
export interface AuditLogTable {
  id: string;
  at: string;
  actor_id: string | null;
  actor_name: string;
  /** A verb phrase: "signed in", "sent offer", … */
  action: string;
  record_kind: string;
  record_id: string | null;
  record_label: string;
}

/** E-mail to send, written in the transaction of its cause and delivered by the mail worker. */
export interface MailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  /** The text; emptied when the message is sent (it may carry a link that works as a key). */
  body: string;
  /** What caused it (e.g. "inquiry", "application", "offer") and that record's id. */
  cause_kind: string;
  cause_id: string | null;
  created_at: string;
  /** pending, sent or failed (given up after the last retry). */
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A worker that claimed the message owns it until then. */
  locked_until: Generated<string | null>;
  sent_at: Generated<string | null>;
  last_error: Generated<string | null>;
  /** Added by 0037-mail-attempts: when the latest attempt was claimed (a failed one: when it gave up). */
  last_attempt_at: Generated<string | null>;
  /**
   * Added by 0044: the nonce the token of the message's link is derived from (services/mail/mail-links.ts), while
   * it is unsent; null for a message without such a link.
   */
  link_nonce: Generated<string | null>;
  /** Added by 0050: how many rows of mail_attachments the message has (0 for most). */
  attachments: Generated<number>;
}

/** Added by 0050: a queued message's attachments, deleted when it is sent or withdrawn. */
export interface MailAttachmentsTable {
  mail_id: string;
  /** The attachment's place in its message, from 0. */
  position: number;
  filename: string;
  content_type: string;
  content: Buffer;
}

/** The know-your-worth rate card: per skill and band of years, an hourly range in whole US dollars. */
export interface RateCardTable {
  id: string;
  skill: string;
  min_years: number;
  /** null: and up. */
  max_years: number | null;
  rate_min: number;
  rate_max: number;
  updated_at: string;
  /** The staff member who last changed the band; null for the seed. */
  updated_by: string | null;
}

/** The firm's projects (migration 0024); `name_key` is the name trimmed and lower-cased, unique. */
export interface ProjectsTable {
  id: string;
  name: string;
  name_key: string;
  created_at: string;
  created_by: string | null;
}

/** Who is assigned to which project: one row per project and person. */
export interface ProjectAssignmentsTable {
  project_id: string;
  user_id: string;
  assigned_at: string;
  assigned_by: string | null;
}

/** A person's passkeys (migration 0029): WebAuthn credentials, ids and keys base64url. */
export interface PasskeysTable {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: string;
  /** The signature counter (a bigint: PostgreSQL answers it as a string). */
  counter: ColumnType<number | string, number, number>;
  /** Comma-separated transports; '' for none. */
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** The challenges of WebAuthn ceremonies (migration 0029), used once. */
export interface WebauthnChallengesTable {
  challenge: string;
  user_id: string | null;
  /** registration or authentication. */
  purpose: string;
  expires_at: string;
}

/** The install itself (migration 0044): one row. */
export interface InstallationTable {
  id: number;
  /** When the install first started: no reminder slot before it runs. */
  first_started_at: string;
}

/** One run of a scheduled job's slot (0034-reminders): inserted in the run's transaction, once per slot. */
export interface ScheduledRunsTable {
  /** The job and office, e.g. 'time-sheet-reminder:seattle'. */
  job: string;
  /** The slot in office time, e.g. '2026-11-27T15:00'. */
  slot: string;
  ran_at: string;
  /** How many e-mails the run queued. */
  mails: number;
}

/** A candidate submitted to a job's end client (0057-talent-submittals, docs/product.md#submittals). */
export interface SubmittalsTable {
  id: string;
  /** application, bench or lead. */
  candidate_source: string;
  candidate_id: string;
  candidate_name: string;
  candidate_email: string;
  candidate_phone: string;
  /** The e-mail lower-cased and the phone in E.164, for the 90-day rule (toEmailKey, toPhoneKey). */
  email_key: string | null;
  phone_key: string | null;
  job_id: string;
  end_client: string | null;
  /** The client the job named at submission (0061-job-clients); null: none (the 90-day rule counts by job). */
  client_id: string | null;
  /** Per hour, in minor units of `currency`. */
  bill_rate: number;
  currency: string;
  state: string;
  created_by: string | null;
  created_by_name: string;
  created_at: string;
  updated_at: string;
  /** When it first moved to "Submitted to client" (null: never). */
  submitted_to_client_at: string | null;
  /** SHA-256 of the consent link's token; null once the link is used. */
  consent_token_hash: string | null;
  consent_expires_at: string;
  consent_answer: string | null;
  consent_at: string | null;
  consent_ip: string | null;
}

/** An interview of a submittal; a reschedule keeps its UID and raises its sequence. */
export interface InterviewsTable {
  id: string;
  submittal_id: string;
  uid: string;
  sequence: number;
  /** scheduled or cancelled. */
  status: string;
  /** An instant, ISO 8601 in UTC. */
  starts_at: string;
  time_zone: string;
  duration_minutes: number;
  /** The interviewers' e-mail addresses, a JSON array. */
  interviewers: string;
  meeting_url: string;
  created_at: string;
  updated_at: string;
}

/** What was read from an application's resume (0053): read, no-text or unreadable. */
export interface ResumeTextsTable {
  application_id: string;
  stored_name: string;
  status: string;
  text: string | null;
  read_at: string;
}

/** A record whose search entry is to be (re)built (0053), claimed under a lease. */
export interface TalentJobsTable {
  /** application, bench or lead (contract TALENT_SOURCES). */
  source: string;
  record_id: string;
  queued_at: string;
  due_at: string;
  attempts: Generated<number>;
  leased_until: string | null;
  last_error: string | null;
}

/**
 * One search entry per talent record (0053), removed with it by a cascading key. PostgreSQL keeps its words as
 * `search_vector` (tsvector); SQLite in the FTS5 table `talent_search` by `doc_id`.
 */
export interface TalentDocumentsTable {
  doc_id: Generated<number>;
  source: string;
  record_id: string;
  application_id: string | null;
  bench_id: string | null;
  lead_id: string | null;
  indexed_at: string;
  search_vector?: unknown;
}

// Billing (0046-billing; docs/product.md#billing). Money in minor units, hours in hundredths.
export interface ClientsTable {
  id: string;
  name: string;
  name_key: string;
  /** One address a line. */
  billing_emails: string;
  address: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  state: string;
  gstin: string | null;
  sac: string;
  /** seattle or pune: the office that bills the client. */
  entity: string;
  currency: string;
  payment_terms_days: number;
  /** weekly or monthly. */
  invoice_period: string;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  generated_at: string | null;
}

export interface PlacementsTable {
  id: string;
  client_id: string;
  user_id: string;
  project: string;
  project_key: string;
  pay_type: string;
  vendor_user_id: string | null;
  start_date: string;
  end_date: string | null;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  /** A salaried placement's cost per hour (0060-vendor-bills); null for the other pay types. */
  cost_rate: BigIntColumn | null;
}

/** A placement's rates from `effective_from` on, until its next period's. */
export interface PlacementRatesTable {
  id: string;
  placement_id: string;
  effective_from: string;
  bill_rate: BigIntColumn;
  pay_rate: BigIntColumn;
  overtime_bill_rate: BigIntColumn | null;
  overtime_pay_rate: BigIntColumn | null;
  created_at: string;
  created_by: string | null;
}

export interface InvoicesTable {
  id: string;
  /** invoice or credit_note. */
  kind: string;
  client_id: string;
  entity: string;
  currency: string;
  status: string;
  number: string | null;
  period_end: string | null;
  issue_date: string | null;
  due_date: string | null;
  subtotal: BigIntColumn;
  tax_total: BigIntColumn;
  total: BigIntColumn;
  paid: BigIntColumn;
  credited: BigIntColumn;
  credited_invoice_id: string | null;
  tax_note: string | null;
  /** JSON: the issuing office and the client as they were at issue; null on a draft. */
  parties: string | null;
  created_at: string;
  updated_at: string;
  issued_at: string | null;
  sent_at: string | null;
}

export interface InvoiceLinesTable {
  id: string;
  invoice_id: string;
  position: number;
  kind: string;
  description: string;
  user_id: string | null;
  week_start: string | null;
  /** Hundredths of an hour. */
  hours: BigIntColumn | null;
  rate: BigIntColumn | null;
  amount: BigIntColumn;
}

export interface InvoiceTaxesTable {
  id: string;
  invoice_id: string;
  position: number;
  name: string;
  basis_points: number;
  amount: BigIntColumn;
}

export interface InvoicePaymentsTable {
  id: string;
  invoice_id: string;
  amount: BigIntColumn;
  paid_on: string;
  reference: string;
  recorded_at: string;
  recorded_by: string | null;
}

/** The hours of one consultant's project on one day an invoice bills (unique per day and sequence). */
export interface InvoicedDaysTable {
  id: string;
  invoice_id: string;
  placement_id: string;
  user_id: string;
  project_key: string;
  work_date: string;
  sequence: number;
  /** Hundredths of an hour, a difference on a later sequence (may be negative). */
  regular_hours: number;
  overtime_hours: number;
}

export interface InvoicedClaimsTable {
  expense_id: string;
  invoice_id: string;
}

export interface InvoiceCountersTable {
  series: string;
  last_number: number;
}

// Pay and margin (0060-vendor-bills; docs/product.md#pay-and-margin).
export interface VendorBillsTable {
  id: string;
  vendor_user_id: string;
  currency: string;
  /** draft, approved or paid. */
  status: string;
  period_end: string;
  total: BigIntColumn;
  created_at: string;
  updated_at: string;
  approved_at: string | null;
  paid_at: string | null;
}

export interface VendorBillLinesTable {
  id: string;
  vendor_bill_id: string;
  position: number;
  kind: string;
  description: string;
  user_id: string | null;
  week_start: string | null;
  hours: BigIntColumn | null;
  rate: BigIntColumn | null;
  amount: BigIntColumn;
}

/** The hours of one consultant's project on one day a vendor bill pays (unique per day and sequence). */
export interface VendorBilledDaysTable {
  id: string;
  vendor_bill_id: string;
  placement_id: string;
  user_id: string;
  project_key: string;
  work_date: string;
  sequence: number;
  regular_hours: number;
  overtime_hours: number;
}

export interface Database {
  submittals: SubmittalsTable;
  interviews: InterviewsTable;
  resume_texts: ResumeTextsTable;
  talent_jobs: TalentJobsTable;
  talent_documents: TalentDocumentsTable;
  installation: InstallationTable;
  scheduled_runs: ScheduledRunsTable;
  office_holidays: OfficeHolidaysTable;
  calendar_feeds: CalendarFeedsTable;
  decision_links: DecisionLinksTable;
  users: UsersTable;
  projects: ProjectsTable;
  project_assignments: ProjectAssignmentsTable;
  c2c_jobs: C2CJobsTable;
  bench_candidates: BenchCandidatesTable;
  payslips: PayslipsTable;
  properties: PropertiesTable;
  realtor_leads: RealtorLeadsTable;
  contact_messages: ContactMessagesTable;
  candidate_leads: CandidateLeadsTable;
  candidate_lead_skills: CandidateLeadSkillsTable;
  job_applications: JobApplicationsTable;
  captcha_used_tokens: CaptchaUsedTokensTable;
  submission_fingerprints: SubmissionFingerprintsTable;
  otp_codes: OtpCodesTable;
  phone_verifications: PhoneVerificationsTable;
  refresh_tokens: RefreshTokensTable;
  time_sheets: TimeSheetsTable;
  time_sheet_entries: TimeSheetEntriesTable;
  leave_requests: LeaveRequestsTable;
  expenses: ExpensesTable;
  support_cases: SupportCasesTable;
  case_messages: CaseMessagesTable;
  user_personal_details: UserPersonalDetailsTable;
  user_addresses: UserAddressesTable;
  health_checks: HealthChecksTable;
  app_secrets: AppSecretsTable;
  record_notes: RecordNotesTable;
  record_changes: RecordChangesTable;
  audit_log: AuditLogTable;
  mail_outbox: MailOutboxTable;
  mail_attachments: MailAttachmentsTable;
  rate_card: RateCardTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  clients: ClientsTable;
  placements: PlacementsTable;
  placement_rates: PlacementRatesTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  invoice_taxes: InvoiceTaxesTable;
  invoice_payments: InvoicePaymentsTable;
  invoiced_days: InvoicedDaysTable;
  invoiced_claims: InvoicedClaimsTable;
  invoice_counters: InvoiceCountersTable;
  vendor_bills: VendorBillsTable;
  vendor_bill_lines: VendorBillLinesTable;
  vendor_billed_days: VendorBilledDaysTable;
}
