import { createInterviewService } from '../../services/talent/interview-service.js';
import { createSubmittalService } from '../../services/talent/submittal-service.js';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BRAND_NAME } from '../../config/brand.js';
import type { Env } from '../../config/env.js';
import { createUsersQueries } from '../../repositories/people/users-repository.js';
import { createChanges } from '../../services/after-commit.js';
import { createApprovalService } from '../../services/approvals/approval-service.js';
import { createAuditLogService } from '../../services/operations/audit-log-service.js';
import { createCalendarFeedService } from '../../services/approvals/calendar-feed-service.js';
import { createDecisionLinkService } from '../../services/approvals/decision-link-service.js';
import { createBenchService } from '../../services/recruiting/bench-service.js';
import { createC2CJobService } from '../../services/recruiting/c2c-job-service.js';
import { createCaseService } from '../../services/cases/case-service.js';
import { createExpenseService } from '../../services/approvals/expense-service.js';
import { createHealthService } from '../../services/operations/health-service.js';
import { createHolidayService } from '../../services/approvals/holiday-service.js';
import { createInquiryService } from '../../services/recruiting/inquiry-service.js';
import { createJobApplicationService } from '../../services/recruiting/job-application-service.js';
import { createLeaveService } from '../../services/approvals/leave-service.js';
import { createPasskeyService } from '../../services/sign-in/passkey-service.js';
import { createPayslipService } from '../../services/people/payslip-service.js';
import { createPeopleService } from '../../services/people/people-service.js';
import { createOtpService, REGISTRATION_WINDOW_SECONDS } from '../../services/sign-in/otp-service.js';
import { createPersonalDataService } from '../../services/personal-data/personal-data-service.js';
import { createPhoneLoginService } from '../../services/sign-in/phone-login-service.js';
import { createProfileService } from '../../services/people/profile-service.js';
import { createProjectService } from '../../services/approvals/project-service.js';
import { createRateCardService } from '../../services/recruiting/rate-card-service.js';
import { createReminderService } from '../../services/approvals/reminder-service.js';
import { loadSecret } from '../../services/operations/secrets.js';
import { createClientService } from '../../services/billing/client-service.js';
import { createInvoiceService } from '../../services/billing/invoice-service.js';
import { createPayReports } from '../../services/billing/pay-reports.js';
import { createVendorBillService } from '../../services/billing/vendor-bill-service.js';
import type { ServiceDeps } from '../../services/service-deps.js';
import { createSessionService } from '../../services/sign-in/session-service.js';
import { createSiteCaptchaService } from '../../services/sign-in/site-captcha-service.js';
import { createSmsProvider } from '../../adapters/sms-provider.js';
import { createSocialLoginService } from '../../services/sign-in/social-login-service.js';
import { createSystemService } from '../../services/operations/system-service.js';
import { createTalentService } from '../../services/talent/talent-service.js';
import { createTimeSheetService } from '../../services/approvals/time-sheet-service.js';

/**
 * Every application service, by the records it changes: the one place that builds them, each once (a service
 * that uses another is handed it here). Routes call these; none builds its own.
 */
export async function createServices(deps: ServiceDeps) {
  const { db, env, tokens } = deps;
  const people = createPeopleService(deps);
  const approvals = createApprovalService(deps);
  const users = createUsersQueries(db);
  const otp = createOtpService({
    db,
    sms: createSmsProvider(env),
    secret: Buffer.from(await loadSecret(db, 'otp-secret', env.OTP_SECRET, env.DATA_DIR), 'utf8'),
    brandName: BRAND_NAME,
    ttlSeconds: env.OTP_TTL_SECONDS,
    resendCooldownSeconds: env.OTP_RESEND_COOLDOWN_SECONDS,
    phoneHourlyLimit: env.OTP_PHONE_HOURLY_LIMIT,
    phoneHourlyCeiling: env.OTP_PHONE_HOURLY_CEILING,
    ipHourlyLimit: env.OTP_IP_HOURLY_LIMIT,
    registrationWindowSeconds: REGISTRATION_WINDOW_SECONDS,
  });
  return {
    /** One-time codes by SMS, with their limits (docs/product.md#sign-in). */
    otp,
    /** Phone sign-in and sign-up on top of the codes. */
    phoneLogin: createPhoneLoginService({ otp, users, signUp: people.signUp }),
    /** OpenID Connect sign-in (a clear refusal when it is not configured). */
    socialLogin: createSocialLoginService(
      env.OIDC_ISSUER && env.OIDC_AUDIENCE
        ? { issuer: env.OIDC_ISSUER, audience: env.OIDC_AUDIENCE, jwksUrl: env.OIDC_JWKS_URL }
        : undefined,
      users,
      people.signUp,
    ),
    /** Access tokens and rotating refresh tokens. */
    sessions: createSessionService({
      db,
      tokens,
      refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60,
    }),
    /** Passkeys: adding and removing one's own, and signing in with one. */
    passkeys: createPasskeyService(deps),
    /** The captcha of the public forms and of SendVerification. */
    captcha: await createSiteCaptchaService(deps),
    /** Decisions on time sheets, leave requests and claims, and claims paid (each e-mailed to its author). */
    approvals,
    /** The audit log's export (itself audited). */
    auditLog: createAuditLogService(deps),
    /** Partners' bench candidates: uploads, edits and removals; recruiters' publishing. */
    bench: createBenchService(deps),
    /** Calendar feeds: office holidays, a person's own and an approver's team calendar, their secret URLs. */
    calendarFeeds: await createCalendarFeedService(deps),
    /**
     * Approve from the e-mail: an approval link's item, its decision and a claim's receipt
     * (docs/product.md#approve-from-the-e-mail).
     */
    decisionLinks: createDecisionLinkService(deps, approvals),
    /** C2C jobs: posting, editing and closing. */
    c2cJobs: createC2CJobService(deps),
    /** Support cases: raising them, replies from their author and the staff, status and assignee. */
    cases: createCaseService(deps),
    /** Billing: clients and placements with their dated rates (docs/product.md#billing). */
    clients: createClientService(deps),
    /** Billing: invoices from approved hours, numbered, taxed, sent and paid; credit notes. */
    invoices: createInvoiceService(deps),
    /** Pay: vendor bills for the partners of C2C placements, generated, approved and marked paid. */
    vendorBills: createVendorBillService(deps),
    /** Pay and margin reports: payroll hours, the margin, the accountant's QuickBooks export (reads only). */
    payReports: createPayReports(deps),
    /** Expense claims an employee submits. */
    expenses: createExpenseService(deps),
    /** The database checks of GET /health and /ready (a read, and a write committed or rolled back). */
    health: createHealthService(deps),
    /** Office holiday calendars (each change audited). */
    holidays: createHolidayService(deps),
    /** Leave requests and the paid time off balance (overlaps and an insufficient balance refused). */
    leaves: createLeaveService(deps),
    /** Inquiries: the public forms' intake, status, assignee, notes, export and the know-your-worth offer. */
    inquiries: createInquiryService(deps),
    /** Job applications: the intake, status, assignee, notes, export and resume downloads. */
    applications: createJobApplicationService(deps),
    /** Payslips uploaded by an admin (each e-mailed to its employee). */
    payslips: createPayslipService(deps),
    /** Accounts on the People page: adding people, sign-up decisions, roles, managers, offices. */
    people,
    /** Erasure of inquiries and applications (staff, the applicant, the retention job). */
    personalData: createPersonalDataService(deps),
    /** What people change about themselves: personal information, address, company, profile image. */
    profiles: createProfileService(deps),
    /** Projects and who is assigned to each. */
    projects: createProjectService(deps),
    /** The know-your-worth rate card's bands. */
    rateCard: createRateCardService(deps),
    /** The Friday time-sheet reminder and the Monday approval digest, and each person's switch for them. */
    reminders: createReminderService(deps),
    /** The running system: a failed e-mail retried by an admin (audited). */
    system: createSystemService(deps),
    /** Submittals: candidates submitted to a job's end client with their consent, and their state moves. */
    submittals: createSubmittalService(deps),
    /** Interviews of submittals: scheduled, moved and cancelled, each e-mailed to everyone invited. */
    interviews: createInterviewService(deps),
    /** The talent search and a job's matching candidates (docs/product.md#talent). */
    talent: createTalentService(deps),
    /** Weekly time sheets, saved as drafts or submitted (a submitted or approved week is locked). */
    timeSheets: createTimeSheetService(deps),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/**
 * The application services, built once (after the database, the queries, the mail worker and the file storage).
 * A change's e-mail wakes this process's mail worker once the change has committed.
 */
export const servicesPlugin = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  app.decorate(
    'services',
    await createServices({
      db: app.db,
      changes: createChanges({
        db: app.db,
        fileStorage: app.fileStorage,
        wakeMail: () => app.mail.wake(),
        wakeTalentText: () => app.talentText.wake(),
        log: app.log,
      }),
      engine: app.dbEngine,
      env,
      queries: app.queries,
      fileStorage: app.fileStorage,
      log: app.log,
      tokens: app.tokens,
      mailLinks: app.mail.links,
    }),
  );
});
