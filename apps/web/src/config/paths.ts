import { BACK_OFFICE_ROUTES, PORTAL_ROUTES, PUBLIC_ROUTES } from '@smartmove/contract';

/** The query parameter naming the consultant a contact message is about. */
export const CONSULTANT_QUERY = 'consultant';

/**
 * What "Add placement" is prefilled with, from the Placements page's query (a placed submittal's "Create
 * placement"): ids of the client and the consultant, the project, the bill rate in minor units, the start date.
 */
export interface PlacementPrefill {
  clientId?: string | undefined;
  userId?: string | undefined;
  project?: string | undefined;
  billRate?: number | undefined;
  startDate?: string | undefined;
}

function placementQuery(prefill: PlacementPrefill): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(prefill)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The one route table: typed href builders for every page. Links, redirects and tests use these. */
export const paths = {
  home: () => PUBLIC_ROUTES.home,
  aboutUs: () => PUBLIC_ROUTES.aboutUs,
  contactUs: () => PUBLIC_ROUTES.contactUs,
  /** The contact form with its message already naming a consultant of the hot list. */
  contactAboutConsultant: (consultant: string) =>
    `${PUBLIC_ROUTES.contactUs}?${CONSULTANT_QUERY}=${encodeURIComponent(consultant)}`,
  services: () => PUBLIC_ROUTES.services,
  industries: () => PUBLIC_ROUTES.industries,
  blog: () => PUBLIC_ROUTES.blog,
  blogFutureOfDataEngineering: () => PUBLIC_ROUTES.blogFutureOfDataEngineering,
  blogEssentialSkills: () => PUBLIC_ROUTES.blogEssentialSkills,
  blogStartACareer: () => PUBLIC_ROUTES.blogStartACareer,
  applyNow: (jobName: string) => `/applynow/${encodeURIComponent(jobName)}`,
  freeConsultation: () => PUBLIC_ROUTES.freeConsultation,
  knowYourWorth: () => PUBLIC_ROUTES.knowYourWorth,
  candidateSearch: () => PUBLIC_ROUTES.candidateSearch,
  anchorLocations: () => PUBLIC_ROUTES.anchorLocations,
  hrHandbook: () => PUBLIC_ROUTES.hrHandbook,
  signIn: () => PUBLIC_ROUTES.signIn,
  signUp: () => PUBLIC_ROUTES.signUp,
  camCapture: () => PUBLIC_ROUTES.camCapture,
  testComponent: () => PUBLIC_ROUTES.testComponent,
  products: () => PUBLIC_ROUTES.products,
  bookYourDay: () => PUBLIC_ROUTES.bookYourDay,
  c2cJobBoard: () => PUBLIC_ROUTES.c2cJobBoard,
  c2cJobBoardDetails: (jobName: string) => `/c2c-job-board-details/${encodeURIComponent(jobName)}`,
  hotList: () => PUBLIC_ROUTES.hotList,
  notFound: () => PUBLIC_ROUTES.notFound,
  privacy: () => PUBLIC_ROUTES.privacy,
  terms: () => PUBLIC_ROUTES.terms,
  myApplication: (token: string) => `/my-application/${encodeURIComponent(token)}`,
  decide: (token: string) => `/decide/${encodeURIComponent(token)}`,
  rtr: (token: string) => `/rtr/${encodeURIComponent(token)}`,
  dashboard: () => PORTAL_ROUTES.dashboard,
  timeSheet: () => PORTAL_ROUTES.timeSheet,
  newTimeSheet: () => PORTAL_ROUTES.newTimeSheet,
  applyLeave: () => PORTAL_ROUTES.applyLeave,
  employeeClaims: () => PORTAL_ROUTES.employeeClaims,
  myProfile: () => PORTAL_ROUTES.myProfile,
  submissions: () => PORTAL_ROUTES.submissions,
  benchList: () => PORTAL_ROUTES.benchList,
  myBenchList: () => PORTAL_ROUTES.myBenchList,
  uploadBenchSalesData: () => PORTAL_ROUTES.uploadBenchSalesData,
  newCases: () => PORTAL_ROUTES.newCases,
  support: () => PORTAL_ROUTES.support,
  viewAllC2cJobs: () => PORTAL_ROUTES.viewAllC2cJobs,
  viewDetails: (jobName: string) => `/view-details/${encodeURIComponent(jobName)}`,
  payslips: () => PORTAL_ROUTES.payslips,
  bills: () => PORTAL_ROUTES.bills,
  backOffice: () => BACK_OFFICE_ROUTES.backOffice,
  inquiries: () => BACK_OFFICE_ROUTES.inquiries,
  inquiry: (id: string) => `${BACK_OFFICE_ROUTES.inquiries}/${encodeURIComponent(id)}`,
  /** With a job's name: the applications for that job. */
  applications: (job?: string) =>
    job
      ? `${BACK_OFFICE_ROUTES.applications}?job=${encodeURIComponent(job)}`
      : BACK_OFFICE_ROUTES.applications,
  application: (id: string) => `${BACK_OFFICE_ROUTES.applications}/${encodeURIComponent(id)}`,
  people: () => BACK_OFFICE_ROUTES.people,
  rateCard: () => BACK_OFFICE_ROUTES.rateCard,
  audit: () => BACK_OFFICE_ROUTES.audit,
  approvals: () => BACK_OFFICE_ROUTES.approvals,
  cases: () => BACK_OFFICE_ROUTES.cases,
  case: (id: string) => `${BACK_OFFICE_ROUTES.cases}/${encodeURIComponent(id)}`,
  jobs: () => BACK_OFFICE_ROUTES.jobs,
  job: (id: string) => `${BACK_OFFICE_ROUTES.jobs}/${encodeURIComponent(id)}`,
  talent: () => BACK_OFFICE_ROUTES.talent,
  bench: () => BACK_OFFICE_ROUTES.bench,
  staffPayslips: () => BACK_OFFICE_ROUTES.payslips,
  holidays: () => BACK_OFFICE_ROUTES.holidays,
  projects: () => BACK_OFFICE_ROUTES.projects,
  system: () => BACK_OFFICE_ROUTES.system,
  submittals: () => BACK_OFFICE_ROUTES.submittals,
  submittal: (id: string) => `${BACK_OFFICE_ROUTES.submittals}/${encodeURIComponent(id)}`,
  clients: () => BACK_OFFICE_ROUTES.clients,
  /** With a prefill: "Add placement" filled in from it. */
  placements: (prefill: PlacementPrefill = {}) =>
    `${BACK_OFFICE_ROUTES.placements}${placementQuery(prefill)}`,
  invoices: () => BACK_OFFICE_ROUTES.invoices,
  invoice: (id: string) => `${BACK_OFFICE_ROUTES.invoices}/${encodeURIComponent(id)}`,
  vendorBills: () => BACK_OFFICE_ROUTES.vendorBills,
  margin: () => BACK_OFFICE_ROUTES.margin,
} as const;

/** The single active tab of the header (docs/product.md#pages), set by each page through its route handle. */
export type NavTab =
  'home' | 'about' | 'services' | 'industries' | 'blog' | 'contact' | 'c2c-jobs' | 'c2c-bench-hot-list';

export interface RouteHandle {
  tab?: NavTab;
  /** The page shows without header and footer from its first paint (it also sends the hide broadcast). */
  hideChrome?: true;
}

/** Header links (docs/product.md#pages): Home, Services, About, Contact. */
export const NAV_LINKS: ReadonlyArray<{ label: string; href: string; tab: NavTab }> = [
  { label: 'Home', href: paths.home(), tab: 'home' },
  { label: 'Services', href: paths.services(), tab: 'services' },
  { label: 'About', href: paths.aboutUs(), tab: 'about' },
  { label: 'Contact', href: paths.contactUs(), tab: 'contact' },
];
