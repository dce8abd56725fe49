/**
 * The firm's own staff and what they work on (docs/product.md#back-office): staff roles held by employees,
 * account states, and the states of inquiries and applications.
 */
export const STAFF_ROLES = {
  recruiter: 'recruiter',
  approver: 'approver',
  /** Clients, placements and invoices (docs/product.md#billing). */
  finance: 'finance',
  admin: 'admin',
} as const;
export type StaffRole = (typeof STAFF_ROLES)[keyof typeof STAFF_ROLES];
export const STAFF_ROLE_CODES = [
  STAFF_ROLES.recruiter,
  STAFF_ROLES.approver,
  STAFF_ROLES.finance,
  STAFF_ROLES.admin,
] as const;
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  recruiter: 'Recruiter',
  approver: 'Approver',
  finance: 'Finance',
  admin: 'Admin',
};

/** Staff roles as the product shows them: their labels in the order of STAFF_ROLE_CODES ("Recruiter, Approver"). */
export function staffRolesLabel(roles: readonly StaffRole[]): string {
  return STAFF_ROLE_CODES.filter((role) => roles.includes(role))
    .map((role) => STAFF_ROLE_LABELS[role])
    .join(', ');
}

export function isStaffRole(value: unknown): value is StaffRole {
  return (STAFF_ROLE_CODES as readonly unknown[]).includes(value);
}

/** Whether someone holding `held` may do what any of `allowed` may: an admin may do everything. */
export function hasStaffRole(held: readonly StaffRole[] | undefined, ...allowed: StaffRole[]): boolean {
  if (!held?.length) return false;
  return held.includes(STAFF_ROLES.admin) || allowed.some((role) => held.includes(role));
}

/**
 * An account's state. Self-registered accounts start pending until an admin approves them; declined and
 * deactivated accounts cannot sign in, and their tokens are refused.
 */
export const ACCOUNT_STATUSES = {
  pending: 'pending',
  active: 'active',
  declined: 'declined',
  deactivated: 'deactivated',
} as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[keyof typeof ACCOUNT_STATUSES];
export const ACCOUNT_STATUS_CODES = [
  ACCOUNT_STATUSES.pending,
  ACCOUNT_STATUSES.active,
  ACCOUNT_STATUSES.declined,
  ACCOUNT_STATUSES.deactivated,
] as const;
export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  pending: 'Waiting for approval',
  active: 'Active',
  declined: 'Declined',
  deactivated: 'Deactivated',
};
/** Whether an account in this state may sign in and use its tokens (a pending one sees only its profile). */
export function canSignIn(status: AccountStatus): boolean {
  return status === ACCOUNT_STATUSES.active || status === ACCOUNT_STATUSES.pending;
}

export const PENDING_APPROVAL_MESSAGE = 'Your account is waiting for approval.';
export const NO_ACCESS_MESSAGE = 'You do not have access to this page.';

/** The three kinds of inquiry: contact messages, consultation requests and know-your-worth leads. */
export const INQUIRY_KINDS = {
  contact: 'contact',
  consultation: 'consultation',
  knowYourWorth: 'know-your-worth',
} as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[keyof typeof INQUIRY_KINDS];
export const INQUIRY_KIND_CODES = [
  INQUIRY_KINDS.contact,
  INQUIRY_KINDS.consultation,
  INQUIRY_KINDS.knowYourWorth,
] as const;
export const INQUIRY_KIND_LABELS: Record<InquiryKind, string> = {
  contact: 'Contact',
  consultation: 'Consultation',
  'know-your-worth': 'Know your worth',
};

export const INQUIRY_STATUS_CODES = ['new', 'in-progress', 'offer-sent', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUS_CODES)[number];
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  'in-progress': 'In progress',
  'offer-sent': 'Offer sent',
  closed: 'Closed',
};

export const APPLICATION_STATUS_CODES = [
  'new',
  'screening',
  'submitted-to-client',
  'interview',
  'offer',
  'hired',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUS_CODES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  screening: 'Screening',
  'submitted-to-client': 'Submitted to client',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

/**
 * What the applicant's own status page says of each status: the applicant's view, not the pipeline's. An
 * application moved to Offer reads "In review" until an offer is sent (applicantStatusLabel).
 */
export const APPLICANT_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'Received',
  screening: 'In review',
  'submitted-to-client': 'In review',
  interview: 'Interviewing',
  offer: 'In review',
  hired: 'Hired',
  rejected: 'Closed',
};

/** The status as the applicant reads it: "Offer" only once an offer was sent to them. */
export function applicantStatusLabel(
  status: ApplicationStatus,
  { offerSent }: { offerSent: boolean },
): string {
  return status === 'offer' && offerSent ? 'Offer' : APPLICANT_STATUS_LABELS[status];
}

/** What an audit line or a note is about. */
export const RECORD_KINDS = {
  inquiry: 'inquiry',
  application: 'application',
  person: 'person',
  rateCard: 'rate-card',
  session: 'session',
  timeSheet: 'time-sheet',
  leave: 'leave',
  claim: 'claim',
  case: 'case',
  job: 'job',
  benchCandidate: 'bench-candidate',
  payslip: 'payslip',
  holiday: 'holiday',
  project: 'project',
  client: 'client',
  placement: 'placement',
  invoice: 'invoice',
  vendorBill: 'vendor-bill',
  passkey: 'passkey',
  auditLog: 'audit-log',
  email: 'e-mail',
  submittal: 'submittal',
} as const;
export type RecordKind = (typeof RECORD_KINDS)[keyof typeof RECORD_KINDS];

/** A sign-in of a declined or deactivated account (403). */
export const ACCOUNT_NOT_ACTIVE_MESSAGE = 'This account is not active. Please contact us.';

/** What an admin may do to an account's state on the People page, and the state each one leads from and to. */
export const PERSON_ACTIONS = {
  approve: { from: ACCOUNT_STATUSES.pending, to: ACCOUNT_STATUSES.active, audit: 'approved sign-up' },
  decline: { from: ACCOUNT_STATUSES.pending, to: ACCOUNT_STATUSES.declined, audit: 'declined sign-up' },
  deactivate: {
    from: ACCOUNT_STATUSES.active,
    to: ACCOUNT_STATUSES.deactivated,
    audit: 'deactivated person',
  },
  reactivate: {
    from: ACCOUNT_STATUSES.deactivated,
    to: ACCOUNT_STATUSES.active,
    audit: 'reactivated person',
  },
} as const;
export type PersonAction = keyof typeof PERSON_ACTIONS;
export const PERSON_ACTION_CODES = ['approve', 'decline', 'deactivate', 'reactivate'] as const;

export const PEOPLE_MESSAGES = {
  phoneTaken: 'This phone number already has an account',
  managerInvalid: 'Please choose an active approver as manager',
  rolesForEmployees: 'Only employees can hold staff roles',
  notFound: 'This person does not exist',
  transitionInvalid: 'This change does not apply to the account in its current state',
  notYourself: 'You cannot do this to your own account',
  ownManager: 'A person cannot be their own manager',
} as const;

/**
 * A bench candidate's state: a partner's upload waits for a recruiter's review; only published candidates
 * are on the public hot list, the candidate search and the portal's bench list. A recruiter may send one
 * back with a reason the partner reads; the partner's edit puts it back in the queue.
 */
export const BENCH_STATES = {
  waiting: 'waiting-for-review',
  published: 'published',
  sentBack: 'sent-back',
} as const;
export type BenchState = (typeof BENCH_STATES)[keyof typeof BENCH_STATES];
export const BENCH_STATE_CODES = [
  BENCH_STATES.waiting,
  BENCH_STATES.published,
  BENCH_STATES.sentBack,
] as const;
export const BENCH_STATE_LABELS: Record<BenchState, string> = {
  'waiting-for-review': 'Waiting for review',
  published: 'Published',
  'sent-back': 'Sent back',
};
/** The audit line of each change of a bench candidate's state. */
export const BENCH_STATE_AUDIT: Record<BenchState, string> = {
  published: 'published bench candidate',
  'waiting-for-review': 'unpublished bench candidate',
  'sent-back': 'sent back bench candidate',
};
/** The audit lines of a partner's own changes to their bench. */
export const BENCH_OWNER_AUDIT = {
  edited: 'edited bench candidate',
  removed: 'removed bench candidate',
} as const;
