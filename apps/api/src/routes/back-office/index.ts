import { STAFF_ROLE_CODES } from '@smartmove/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Env } from '../../config/env.js';
import { applicationRoutes } from './applications.js';
import { auditLogRoutes } from './audit-log.js';
import { benchReviewRoutes } from './bench.js';
import { billingRoutes } from './billing.js';
import { invoiceRoutes } from './billing-invoices.js';
import { payRoutes } from './billing-pay.js';
import { approvalRoutes } from './approvals.js';
import { caseRoutes } from './cases.js';
import { holidayRoutes } from './holidays.js';
import { inquiryRoutes } from './inquiries.js';
import { jobRoutes } from './jobs.js';
import { offerRoutes } from './offers.js';
import { overviewRoutes } from './overview.js';
import { payslipAdminRoutes } from './payslips.js';
import { peopleRoutes } from './people.js';
import { personalDataRoutes } from './personal-data.js';
import { projectRoutes } from './projects.js';
import { rateCardRoutes } from './rate-card.js';
import { staffRoutes } from './staff.js';
import { submittalRoutes } from './submittals.js';
import { systemRoutes } from './system.js';
import { talentRoutes } from './talent.js';

/**
 * The firm's staff calls (docs/product.md#back-office). One hook for the whole folder answers 401 without a
 * valid bearer token and 403 unless the caller holds a staff role, before any body is read; each route then
 * names the roles it is for (an admin may do everything). Every change a route makes is written to the
 * audit log in the change's own transaction.
 */
export const backOfficeRoutes: FastifyPluginAsync<{ env: Env }> = async (app) => {
  app.addHook('onRequest', app.requireStaffRole(...STAFF_ROLE_CODES));

  await app.register(staffRoutes);
  await app.register(overviewRoutes);
  await app.register(auditLogRoutes);
  await app.register(rateCardRoutes);
  await app.register(offerRoutes);
  await app.register(inquiryRoutes);
  await app.register(applicationRoutes);
  await app.register(peopleRoutes);
  await app.register(personalDataRoutes);
  await app.register(benchReviewRoutes);
  await app.register(payslipAdminRoutes);
  await app.register(approvalRoutes);
  await app.register(caseRoutes);
  await app.register(jobRoutes);
  await app.register(holidayRoutes);
  await app.register(projectRoutes);
  await app.register(systemRoutes);
  await app.register(submittalRoutes);
  await app.register(talentRoutes);
  await app.register(billingRoutes);
  await app.register(invoiceRoutes);
  await app.register(payRoutes);
};
