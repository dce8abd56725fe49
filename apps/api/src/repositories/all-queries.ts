import { createSubmittalQueries } from './talent/submittal-queries.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createAddressQueries } from './people/address-repository.js';
import { createApplicationQueries } from './recruiting/application-queries.js';
import { createApprovalQueries } from './approvals/approval-queries.js';
import { createAuditLogQueries } from './audit-log-repository.js';
import { createBackOfficeOverviewQueries } from './operations/back-office-overview-queries.js';
import { createBenchQueries } from './recruiting/bench-queries.js';
import { createC2CJobQueries } from './recruiting/c2c-job-queries.js';
import { createCalendarFeedQueries } from './approvals/calendar-feed-queries.js';
import { createCaseQueries } from './cases/case-queries.js';
import { createExpenseQueries } from './approvals/expense-repository.js';
import { createHolidayQueries } from './approvals/holiday-repository.js';
import { createInquiryQueries } from './recruiting/inquiry-queries.js';
import { createJobApplicationQueries } from './recruiting/job-applications-repository.js';
import { createLeaveQueries } from './approvals/leave-repository.js';
import { createMapQueries } from './map/map-repository.js';
import { createPasskeyQueries } from './sign-in/passkey-repository.js';
import { createPayslipQueries } from './people/payslip-repository.js';
import { createPersonalDataQueries } from './personal-data/personal-data-queries.js';
import { createProfileQueries } from './people/profile-repository.js';
import { createProjectQueries } from './approvals/project-queries.js';
import { createRateCardQueries } from './recruiting/rate-card-repository.js';
import { createSystemQueries } from './operations/system-queries.js';
import { createTalentQueries } from './talent/talent-queries.js';
import { createTimeSheetQueries } from './approvals/time-sheet-repository.js';
import { createUsersQueries } from './people/users-repository.js';
import { createBillingQueries } from './billing/billing-queries.js';
import { createClientQueries } from './billing/client-repository.js';
import { createInvoiceQueries } from './billing/invoice-repository.js';
import { createPayQueries } from './billing/pay-queries.js';
import { createPlacementQueries } from './billing/placement-repository.js';
import { createVendorBillQueries } from './billing/vendor-bill-repository.js';

/**
 * What routes and services read on the app's database, by what it holds: only reads. Every `create…Queries`
 * factory takes any executor and writes nothing (lint refuses a write in one); the writers are the
 * repositories, whose factories take the `Transaction` of the change (docs/decisions/0010-write-path.md).
 */
export function createQueries(db: Kysely<Database>) {
  return {
    addresses: createAddressQueries(db),
    /** Job applications: the back office's inbox, a partner's submissions, an applicant's status page. */
    applications: { ...createApplicationQueries(db), ...createJobApplicationQueries(db) },
    approvals: createApprovalQueries(db),
    auditLog: createAuditLogQueries(db),
    backOfficeOverview: createBackOfficeOverviewQueries(db),
    bench: createBenchQueries(db),
    /** Billing: approved hours, the hours and claims invoices bill. */
    billing: createBillingQueries(db),
    clients: createClientQueries(db),
    c2cJobs: createC2CJobQueries(db),
    calendarFeeds: createCalendarFeedQueries(db),
    cases: createCaseQueries(db),
    expenses: createExpenseQueries(db),
    holidays: createHolidayQueries(db),
    inquiries: createInquiryQueries(db),
    invoices: createInvoiceQueries(db),
    leaves: createLeaveQueries(db),
    map: createMapQueries(db),
    passkeys: createPasskeyQueries(db),
    /** Pay and margin: issued invoices' hour lines and the accountant's export. */
    pay: createPayQueries(db),
    payslips: createPayslipQueries(db),
    personalData: createPersonalDataQueries(db),
    placements: createPlacementQueries(db),
    profiles: createProfileQueries(db),
    projects: createProjectQueries(db),
    rateCard: createRateCardQueries(db),
    /** Candidates submitted to clients (docs/product.md#submittals). */
    submittals: createSubmittalQueries(db),
    system: createSystemQueries(db),
    /** The talent search: its entries, the records they are made of, the resumes' text. */
    talent: createTalentQueries(db),
    timeSheets: createTimeSheetQueries(db),
    users: createUsersQueries(db),
    vendorBills: createVendorBillQueries(db),
  };
}

export type Queries = ReturnType<typeof createQueries>;
