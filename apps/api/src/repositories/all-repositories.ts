import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { createAddressRepository } from './address-repository.js';
import { createApplicationQueries } from './application-queries.js';
import { createApprovalQueries } from './approval-queries.js';
import { createAuditLogRepository } from './audit-log-repository.js';
import { createBackOfficeOverviewQueries } from './back-office-overview-queries.js';
import { createBenchQueries } from './bench-queries.js';
import { createC2CJobQueries } from './c2c-job-queries.js';
import { createCalendarFeedQueries } from './calendar-feed-queries.js';
import { createCaptchaTokenRepository } from './captcha-token-repository.js';
import { createCaseQueries } from './case-queries.js';
import { createExpenseRepository } from './expense-repository.js';
import { createHolidayRepository } from './holiday-repository.js';
import { createHealthRepository } from './health-repository.js';
import { createInquiryQueries } from './inquiry-queries.js';
import { createJobApplicationsRepository } from './job-applications-repository.js';
import { createLeaveRepository } from './leave-repository.js';
import { createMailOutboxRepository } from './mail-outbox-repository.js';
import { createMapRepository } from './map-repository.js';
import { createOtpRepository } from './otp-repository.js';
import { createPasskeyRepository } from './passkey-repository.js';
import { createPayslipRepository } from './payslip-repository.js';
import { createPersonalDataQueries } from './personal-data-queries.js';
import { createProjectQueries } from './project-queries.js';
import { createProfileRepository } from './profile-repository.js';
import { createRateCardRepository } from './rate-card-repository.js';
import { createRefreshTokenRepository } from './refresh-token-repository.js';
import { createSystemQueries } from './system-queries.js';
import { createTimeSheetRepository } from './time-sheet-repository.js';
import { createUsersRepository } from './users-repository.js';

/** Every table's repository on the app's database, by what it holds. */
export function createRepositories(db: Kysely<Database>, engine: DatabaseEngine) {
  return {
    addresses: createAddressRepository(db),
    applications: createApplicationQueries(db),
    approvals: createApprovalQueries(db),
    auditLog: createAuditLogRepository(db),
    backOfficeOverview: createBackOfficeOverviewQueries(db),
    bench: createBenchQueries(db),
    c2cJobs: createC2CJobQueries(db),
    calendarFeeds: createCalendarFeedQueries(db),
    captchaTokens: createCaptchaTokenRepository(db),
    cases: createCaseQueries(db),
    expenses: createExpenseRepository(db),
    health: createHealthRepository(db, engine),
    holidays: createHolidayRepository(db),
    inquiries: createInquiryQueries(db),
    jobApplications: createJobApplicationsRepository(db, engine),
    leaves: createLeaveRepository(db),
    mailOutbox: createMailOutboxRepository(db),
    map: createMapRepository(db),
    otpCodes: createOtpRepository(db),
    passkeys: createPasskeyRepository(db),
    payslips: createPayslipRepository(db),
    personalData: createPersonalDataQueries(db),
    profiles: createProfileRepository(db),
    projects: createProjectQueries(db),
    rateCard: createRateCardRepository(db),
    refreshTokens: createRefreshTokenRepository(db),
    system: createSystemQueries(db),
    timeSheets: createTimeSheetRepository(db),
    users: createUsersRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
