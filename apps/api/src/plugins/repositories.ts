import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { createApprovalRepository } from '../repositories/approval-repository.js';
import { createAuditLogRepository } from '../repositories/audit-log-repository.js';
import { createBenchRepository } from '../repositories/bench-repository.js';
import { createC2CJobRepository } from '../repositories/c2c-job-repository.js';
import { createCandidateLeadRepository } from '../repositories/candidate-lead-repository.js';
import { createCaptchaTokenRepository } from '../repositories/captcha-token-repository.js';
import { createCaseRepository } from '../repositories/case-repository.js';
import { createContactMessageRepository } from '../repositories/contact-message-repository.js';
import { createExpenseRepository } from '../repositories/expense-repository.js';
import { createHolidayRepository } from '../repositories/holiday-repository.js';
import { createHealthRepository } from '../repositories/health-repository.js';
import { createInquiryRepository } from '../repositories/inquiry-repository.js';
import { createJobApplicationsRepository } from '../repositories/job-applications-repository.js';
import { createLeaveRepository } from '../repositories/leave-repository.js';
import { createMailOutboxRepository } from '../repositories/mail-outbox-repository.js';
import { createMapRepository } from '../repositories/map-repository.js';
import { createOtpRepository } from '../repositories/otp-repository.js';
import { createPayslipRepository } from '../repositories/payslip-repository.js';
import { createPersonalDataRepository } from '../repositories/personal-data-repository.js';
import { createProjectRepository } from '../repositories/project-repository.js';
import { createProfileRepository } from '../repositories/profile-repository.js';
import { createRateCardRepository } from '../repositories/rate-card-repository.js';
import { createRefreshTokenRepository } from '../repositories/refresh-token-repository.js';
import { createSubmissionGuardRepository } from '../repositories/submission-guard-repository.js';
import { createTimeSheetRepository } from '../repositories/time-sheet-repository.js';
import { createUsersRepository } from '../repositories/users-repository.js';

/** Every table's repository on the app's database, by what it holds. */
export function createRepositories(db: Kysely<Database>, engine: DatabaseEngine) {
  return {
    approvals: createApprovalRepository(db),
    auditLog: createAuditLogRepository(db),
    bench: createBenchRepository(db, engine),
    c2cJobs: createC2CJobRepository(db),
    candidateLeads: createCandidateLeadRepository(db),
    captchaTokens: createCaptchaTokenRepository(db),
    cases: createCaseRepository(db, engine),
    contactMessages: createContactMessageRepository(db),
    expenses: createExpenseRepository(db),
    health: createHealthRepository(db, engine),
    holidays: createHolidayRepository(db),
    inquiries: createInquiryRepository(db, engine),
    jobApplications: createJobApplicationsRepository(db, engine),
    leaves: createLeaveRepository(db),
    mailOutbox: createMailOutboxRepository(db),
    map: createMapRepository(db),
    otpCodes: createOtpRepository(db),
    payslips: createPayslipRepository(db),
    personalData: createPersonalDataRepository(db),
    profiles: createProfileRepository(db),
    projects: createProjectRepository(db),
    rateCard: createRateCardRepository(db),
    refreshTokens: createRefreshTokenRepository(db),
    submissionGuards: createSubmissionGuardRepository(db),
    timeSheets: createTimeSheetRepository(db),
    users: createUsersRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The repositories on app.db; a service that needs a transaction builds its own on it. */
    repositories: Repositories;
  }
}

/** The repositories, built once for every plugin and route (after the database plugin). */
export const repositoriesPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('repositories', createRepositories(app.db, app.dbEngine));
});
