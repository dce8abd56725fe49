import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BRAND_NAME } from '../../config/brand.js';
import type { Env } from '../../config/env.js';
import { createUsersQueries } from '../../repositories/users-repository.js';
import { createChanges } from '../../services/after-commit.js';
import { createApprovalService } from '../../services/approval-service.js';
import { createAuditLogService } from '../../services/audit-log-service.js';
import { createCalendarFeedService } from '../../services/calendar-feed-service.js';
import { createDecisionLinkService } from '../../services/decision-link-service.js';
import { createBenchService } from '../../services/bench-service.js';
import { createC2CJobService } from '../../services/c2c-job-service.js';
import { createCaseService } from '../../services/case-service.js';
import { createExpenseService } from '../../services/expense-service.js';
import { createHealthService } from '../../services/health-service.js';
import { createHolidayService } from '../../services/holiday-service.js';
import { createInquiryService } from '../../services/inquiry-service.js';
import { createJobApplicationService } from '../../services/job-application-service.js';
import { createLeaveService } from '../../services/leave-service.js';
import { createPasskeyService } from '../../services/passkey-service.js';
import { createPayslipService } from '../../services/payslip-service.js';
import { createPeopleService } from '../../services/people-service.js';
import { createOtpService, REGISTRATION_WINDOW_SECONDS } from '../../services/otp-service.js';
import { createPersonalDataService } from '../../services/personal-data-service.js';
import { createPhoneLoginService } from '../../services/phone-login-service.js';
import { createProfileService } from '../../services/profile-service.js';
import { createProjectService } from '../../services/project-service.js';
import { createRateCardService } from '../../services/rate-card-service.js';
import { createReminderService } from '../../services/reminder-service.js';
import { loadSecret } from '../../services/secrets.js';
import type { ServiceDeps } from '../../services/service-deps.js';
import { createSessionService } from '../../services/session-service.js';
import { createSiteCaptchaService } from '../../services/site-captcha-service.js';
import { createSmsProvider } from '../../services/sms-provider.js';
import { createSocialLoginService } from '../../services/social-login-service.js';
import { createSystemService } from '../../services/system-service.js';
import { createTimeSheetService } from '../../services/time-sheet-service.js';

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
