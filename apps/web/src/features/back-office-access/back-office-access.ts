import { hasStaffRole, STAFF_ROLES, type BackOfficeRouteName, type StaffRole } from '@smartmove/contract';
import { paths } from '../../config/paths';

const RECRUITING = [STAFF_ROLES.recruiter] as const;
const APPROVING = [STAFF_ROLES.approver] as const;
const ADMIN = [STAFF_ROLES.admin] as const;
const FINANCE = [STAFF_ROLES.finance] as const;
const ANY_STAFF = [STAFF_ROLES.recruiter, STAFF_ROLES.approver, STAFF_ROLES.finance] as const;

/**
 * Who may open each back-office page (an admin may open every one). The server enforces the same split on
 * every call (403); this only spares staff a screen they cannot use.
 */
export const BACK_OFFICE_ROUTE_ROLES: Record<BackOfficeRouteName, readonly StaffRole[]> = {
  backOffice: ANY_STAFF,
  inquiries: RECRUITING,
  inquiry: RECRUITING,
  applications: RECRUITING,
  application: RECRUITING,
  people: ADMIN,
  rateCard: ADMIN,
  audit: ADMIN,
  approvals: APPROVING,
  cases: APPROVING,
  case: APPROVING,
  jobs: RECRUITING,
  job: RECRUITING,
  talent: RECRUITING,
  bench: RECRUITING,
  payslips: ADMIN,
  holidays: ADMIN,
  projects: ADMIN,
  system: ADMIN,
  submittals: RECRUITING,
  submittal: RECRUITING,
  clients: FINANCE,
  placements: FINANCE,
  invoices: FINANCE,
  invoice: FINANCE,
  vendorBills: FINANCE,
  margin: FINANCE,
};

export function canOpenBackOffice(
  route: BackOfficeRouteName,
  roles: readonly StaffRole[] | undefined,
): boolean {
  return hasStaffRole(roles, ...BACK_OFFICE_ROUTE_ROLES[route]);
}

export interface BackOfficeNavItem {
  label: string;
  href: string;
  route: BackOfficeRouteName;
  /** What the section is for, on the back office's front page. */
  description: string;
}

const NAV_ITEMS: BackOfficeNavItem[] = [
  {
    label: 'Inquiries',
    href: paths.inquiries(),
    route: 'inquiries',
    description: 'Contact messages, consultation requests and know-your-worth leads.',
  },
  {
    label: 'Applications',
    href: paths.applications(),
    route: 'applications',
    description: 'Job applications and submitted candidates, with their resumes.',
  },
  {
    label: 'Submittals',
    href: paths.submittals(),
    route: 'submittals',
    description: 'Candidates submitted to clients: their consent, interviews and outcome.',
  },
  {
    label: 'Talent',
    href: paths.talent(),
    route: 'talent',
    description: 'Applicants, bench consultants and leads found by what their resumes and skills say.',
  },
  {
    label: 'Approvals',
    href: paths.approvals(),
    route: 'approvals',
    description: 'Time sheets, leave and claims waiting for a decision.',
  },
  {
    label: 'Cases',
    href: paths.cases(),
    route: 'cases',
    description: 'Support cases of the people you manage, urgent first.',
  },
  {
    label: 'Jobs',
    href: paths.jobs(),
    route: 'jobs',
    description: 'The C2C job board: new jobs, edits and closing.',
  },
  {
    label: 'Bench',
    href: paths.bench(),
    route: 'bench',
    description: "Partners' bench candidates waiting to be published on the hot list.",
  },
  {
    label: 'Invoices',
    href: paths.invoices(),
    route: 'invoices',
    description: 'Invoices from approved hours: generate, issue, send and record payments.',
  },
  {
    label: 'Vendor bills',
    href: paths.vendorBills(),
    route: 'vendorBills',
    description:
      "What partners are owed for their C2C consultants' approved hours: generate, approve, mark paid.",
  },
  {
    label: 'Margin',
    href: paths.margin(),
    route: 'margin',
    description: 'Billed, cost and margin by client, consultant or month; payroll hours for the provider.',
  },
  {
    label: 'Clients',
    href: paths.clients(),
    route: 'clients',
    description: 'The clients the firm bills: billing e-mails, office, currency, terms and GST.',
  },
  {
    label: 'Placements',
    href: paths.placements(),
    route: 'placements',
    description: 'Who works for which client, at which bill and pay rates, from which date.',
  },
  {
    label: 'Payslips',
    href: paths.staffPayslips(),
    route: 'payslips',
    description: "Upload each employee's monthly payslip.",
  },
  {
    label: 'Holidays',
    href: paths.holidays(),
    route: 'holidays',
    description: "Each office's holiday calendar, which leave requests do not count.",
  },
  {
    label: 'Projects',
    href: paths.projects(),
    route: 'projects',
    description: 'Projects and the employees assigned to them, for their time sheets.',
  },
  {
    label: 'People',
    href: paths.people(),
    route: 'people',
    description: 'Employees, partners and staff; sign-ups waiting for approval.',
  },
  {
    label: 'Rate card',
    href: paths.rateCard(),
    route: 'rateCard',
    description: 'Hourly rate ranges per skill and years, for know-your-worth offers.',
  },
  { label: 'Audit log', href: paths.audit(), route: 'audit', description: 'Who did what, and when.' },
  {
    label: 'System',
    href: paths.system(),
    route: 'system',
    description: 'E-mail waiting and failed deliveries, and when each scheduled job last ran and runs next.',
  },
];

/** The back-office sections the roles may open, in the order staff use them. */
export function backOfficeNavItems(roles: readonly StaffRole[] | undefined): BackOfficeNavItem[] {
  return NAV_ITEMS.filter((item) => canOpenBackOffice(item.route, roles));
}

/** A section's link is current on its own list and on the records under it. */
export function isBackOfficeItemActive(item: BackOfficeNavItem, pathname: string): boolean {
  return pathname === item.href || pathname.startsWith(`${item.href}/`);
}
