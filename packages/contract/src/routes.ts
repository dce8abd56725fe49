/**
 * Every route of docs/product.md#pages. The web app builds its route table and href builders from this list; the
 * server uses it to tell a known page (200) from an unknown path (404).
 */
export const PUBLIC_ROUTES = {
  home: '/',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  services: '/services',
  industries: '/industries',
  blog: '/blog',
  blogFutureOfDataEngineering: '/blog/the-future-of-data-engineering',
  blogEssentialSkills: '/blog/10-essential-skills-of-data-engineer',
  blogStartACareer: '/blog/how-to-start-a-careeer-in-data-engineering',
  applyNow: '/applynow/:id',
  freeConsultation: '/free-consultation',
  knowYourWorth: '/knowyourworth',
  candidateSearch: '/search-your-ideal-condidate',
  anchorLocations: '/anchor-locations',
  hrHandbook: '/hr-handbook',
  signIn: '/sign-in',
  signUp: '/sign-up',
  camCapture: '/cam-capture',
  testComponent: '/test-component',
  products: '/products',
  bookYourDay: '/book-your-day',
  c2cJobBoard: '/c2c-job-board',
  c2cJobBoardDetails: '/c2c-job-board-details/:id',
  hotList: '/hot-list',
  privacy: '/privacy',
  terms: '/terms',
  myApplication: '/my-application/:token',
  /** An approval alert's link (docs/product.md#approve-from-the-e-mail). */
  decide: '/decide/:token',
  /** A candidate's right-to-represent link (docs/product.md#submittals). */
  rtr: '/rtr/:token',
  notFound: '/notfound',
} as const;

export const PORTAL_ROUTES = {
  dashboard: '/dashboard',
  timeSheet: '/time-sheet',
  newTimeSheet: '/new-time-sheet',
  applyLeave: '/apply-leave',
  employeeClaims: '/employee-claims',
  myProfile: '/myprofile',
  submissions: '/submissions',
  benchList: '/bench-list',
  myBenchList: '/my-bench-list',
  uploadBenchSalesData: '/upload-your-bench-sales-data',
  newCases: '/new-cases',
  support: '/support',
  viewAllC2cJobs: '/view-all-c2c-jobs',
  viewDetails: '/view-details/:id',
  payslips: '/payslips',
  /** A partner's vendor bills and their status. */
  bills: '/bills',
} as const;

/** The firm's staff side (docs/product.md#back-office): signed-in staff only, each page for some roles. */
export const BACK_OFFICE_ROUTES = {
  backOffice: '/back-office',
  inquiries: '/back-office/inquiries',
  inquiry: '/back-office/inquiries/:id',
  applications: '/back-office/applications',
  application: '/back-office/applications/:id',
  people: '/back-office/people',
  rateCard: '/back-office/rate-card',
  audit: '/back-office/audit',
  approvals: '/back-office/approvals',
  cases: '/back-office/cases',
  case: '/back-office/cases/:id',
  jobs: '/back-office/jobs',
  job: '/back-office/jobs/:id',
  talent: '/back-office/talent',
  bench: '/back-office/bench',
  payslips: '/back-office/payslips',
  holidays: '/back-office/holidays',
  projects: '/back-office/projects',
  system: '/back-office/system',
  submittals: '/back-office/submittals',
  submittal: '/back-office/submittals/:id',
  clients: '/back-office/clients',
  placements: '/back-office/placements',
  invoices: '/back-office/invoices',
  invoice: '/back-office/invoices/:id',
  vendorBills: '/back-office/vendor-bills',
  margin: '/back-office/margin',
} as const;

export type PublicRouteName = keyof typeof PUBLIC_ROUTES;
export type PortalRouteName = keyof typeof PORTAL_ROUTES;
export type BackOfficeRouteName = keyof typeof BACK_OFFICE_ROUTES;
export type RouteName = PublicRouteName | PortalRouteName | BackOfficeRouteName;

/**
 * Every page's path pattern. A list, not one object spread from the three tables: their names may repeat
 * (`payslips` is both the portal's /payslips and the back office's /back-office/payslips).
 */
export const ROUTE_PATTERNS: readonly string[] = [
  ...Object.values(PUBLIC_ROUTES),
  ...Object.values(PORTAL_ROUTES),
  ...Object.values(BACK_OFFICE_ROUTES),
];

/** Turns '/applynow/:id' into a matcher for one URL path segment per parameter. */
function toMatcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const MATCHERS = ROUTE_PATTERNS.map(toMatcher);
const PORTAL_MATCHERS = [...Object.values(PORTAL_ROUTES), ...Object.values(BACK_OFFICE_ROUTES)].map(
  toMatcher,
);

/** Whether a URL path (without query) names one of the product's pages. */
export function isKnownPagePath(pathname: string): boolean {
  return pathname !== PUBLIC_ROUTES.notFound && MATCHERS.some((matcher) => matcher.test(pathname));
}

/**
 * Portal and back-office paths, and any path containing view-details, show the signed-in-area header
 * (docs/product.md#pages).
 */
export function isPortalPath(pathname: string): boolean {
  return pathname.includes('view-details') || PORTAL_MATCHERS.some((matcher) => matcher.test(pathname));
}

/** Pages with no parameters and no per-user content: rendered to static HTML at build time. */
export const PRERENDERED_PATHS: readonly string[] = Object.values(PUBLIC_ROUTES).filter(
  (path) => !path.includes(':'),
);
