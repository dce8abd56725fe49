import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
// The contract's source by path: the router loads this file with its config, before anything is built.
import { BACK_OFFICE_ROUTES, PORTAL_ROUTES, PUBLIC_ROUTES } from '../../../packages/contract/src/routes';

/** Route paths come from the contract's one route table; each module lives under routes/<audience>/. */
const at = (path: string) => path.slice(1);

export default [
  index('routes/public/home.tsx'),
  route(at(PUBLIC_ROUTES.aboutUs), 'routes/public/about-us.tsx'),
  route(at(PUBLIC_ROUTES.contactUs), 'routes/public/contact-us.tsx'),
  route(at(PUBLIC_ROUTES.services), 'routes/public/services.tsx'),
  route(at(PUBLIC_ROUTES.industries), 'routes/public/industries.tsx'),
  route(at(PUBLIC_ROUTES.blog), 'routes/public/blog.tsx'),
  route(at(PUBLIC_ROUTES.blogFutureOfDataEngineering), 'routes/public/blog-future-of-data-engineering.tsx'),
  route(at(PUBLIC_ROUTES.blogEssentialSkills), 'routes/public/blog-essential-skills.tsx'),
  route(at(PUBLIC_ROUTES.blogStartACareer), 'routes/public/blog-start-a-career.tsx'),
  route(at(PUBLIC_ROUTES.knowYourWorth), 'routes/public/know-your-worth.tsx'),
  route(at(PUBLIC_ROUTES.hrHandbook), 'routes/public/hr-handbook.tsx'),
  route(at(PUBLIC_ROUTES.camCapture), 'routes/public/cam-capture.tsx'),
  route(at(PUBLIC_ROUTES.testComponent), 'routes/public/test-component.tsx'),
  route(at(PUBLIC_ROUTES.products), 'routes/public/products.tsx'),
  route(at(PUBLIC_ROUTES.bookYourDay), 'routes/public/book-your-day.tsx'),
  route(at(PUBLIC_ROUTES.privacy), 'routes/public/privacy.tsx'),
  route(at(PUBLIC_ROUTES.terms), 'routes/public/terms.tsx'),
  // Resource route prerendered to build/client/sitemap.xml.
  route('sitemap.xml', 'routes/public/sitemap-xml.ts'),
  route(at(PUBLIC_ROUTES.signIn), 'routes/auth/sign-in.tsx'),
  route(at(PUBLIC_ROUTES.signUp), 'routes/auth/sign-up.tsx'),
  // Pages that fetch or send through TanStack Query share its provider; the others never load it.
  layout('routes/data-layout.tsx', [
    route(at(PUBLIC_ROUTES.applyNow), 'routes/public/apply-now.tsx'),
    route(at(PUBLIC_ROUTES.freeConsultation), 'routes/public/free-consultation.tsx'),
    route(at(PUBLIC_ROUTES.candidateSearch), 'routes/public/candidate-search.tsx'),
    route(at(PUBLIC_ROUTES.anchorLocations), 'routes/public/anchor-locations.tsx'),
    route(at(PUBLIC_ROUTES.c2cJobBoard), 'routes/public/c2c-job-board.tsx'),
    route(at(PUBLIC_ROUTES.c2cJobBoardDetails), 'routes/public/c2c-job-board-details.tsx'),
    route(at(PUBLIC_ROUTES.hotList), 'routes/public/hot-list.tsx'),
    route(at(PUBLIC_ROUTES.myApplication), 'routes/public/my-application.tsx'),
    route(at(PUBLIC_ROUTES.decide), 'routes/public/decide.tsx'),
    layout('routes/portal/portal-layout.tsx', [
      route(at(PORTAL_ROUTES.dashboard), 'routes/portal/dashboard.tsx'),
      route(at(PORTAL_ROUTES.timeSheet), 'routes/portal/time-sheet.tsx'),
      route(at(PORTAL_ROUTES.newTimeSheet), 'routes/portal/new-time-sheet.tsx'),
      route(at(PORTAL_ROUTES.applyLeave), 'routes/portal/apply-leave.tsx'),
      route(at(PORTAL_ROUTES.employeeClaims), 'routes/portal/employee-claims.tsx'),
      route(at(PORTAL_ROUTES.myProfile), 'routes/portal/my-profile.tsx'),
      route(at(PORTAL_ROUTES.submissions), 'routes/portal/submissions.tsx'),
      route(at(PORTAL_ROUTES.benchList), 'routes/portal/bench-list.tsx'),
      route(at(PORTAL_ROUTES.myBenchList), 'routes/portal/my-bench-list.tsx'),
      route(at(PORTAL_ROUTES.uploadBenchSalesData), 'routes/portal/upload-bench-sales-data.tsx'),
      route(at(PORTAL_ROUTES.newCases), 'routes/portal/new-cases.tsx'),
      route(at(PORTAL_ROUTES.support), 'routes/portal/support.tsx'),
      route(at(PORTAL_ROUTES.viewAllC2cJobs), 'routes/portal/view-all-c2c-jobs.tsx'),
      route(at(PORTAL_ROUTES.viewDetails), 'routes/portal/view-details.tsx'),
      route(at(PORTAL_ROUTES.payslips), 'routes/portal/payslips.tsx'),
    ]),
    layout('routes/back-office/back-office-layout.tsx', [
      route(at(BACK_OFFICE_ROUTES.backOffice), 'routes/back-office/home.tsx'),
      route(at(BACK_OFFICE_ROUTES.rateCard), 'routes/back-office/rate-card.tsx'),
      route(at(BACK_OFFICE_ROUTES.inquiries), 'routes/back-office/inquiries.tsx'),
      route(at(BACK_OFFICE_ROUTES.inquiry), 'routes/back-office/inquiry.tsx'),
      route(at(BACK_OFFICE_ROUTES.applications), 'routes/back-office/applications.tsx'),
      route(at(BACK_OFFICE_ROUTES.application), 'routes/back-office/application.tsx'),
      route(at(BACK_OFFICE_ROUTES.people), 'routes/back-office/people.tsx'),
      route(at(BACK_OFFICE_ROUTES.audit), 'routes/back-office/audit.tsx'),
      route(at(BACK_OFFICE_ROUTES.bench), 'routes/back-office/bench.tsx'),
      route(at(BACK_OFFICE_ROUTES.payslips), 'routes/back-office/payslips.tsx'),
      route(at(BACK_OFFICE_ROUTES.holidays), 'routes/back-office/holidays.tsx'),
      route(at(BACK_OFFICE_ROUTES.projects), 'routes/back-office/projects.tsx'),
      route(at(BACK_OFFICE_ROUTES.approvals), 'routes/back-office/approvals.tsx'),
      route(at(BACK_OFFICE_ROUTES.cases), 'routes/back-office/cases.tsx'),
      route(at(BACK_OFFICE_ROUTES.case), 'routes/back-office/case.tsx'),
      route(at(BACK_OFFICE_ROUTES.jobs), 'routes/back-office/jobs.tsx'),
    ]),
  ]),
  // /notfound and every unknown path: one splat route, so the prerendered /notfound page hydrates anywhere.
  route('*', 'routes/public/not-found.tsx'),
] satisfies RouteConfig;
