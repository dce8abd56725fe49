import { z } from '../zod.js';

/**
 * GET /CRM/GetBackOfficeOverview (docs/product.md#back-office): how many records wait in each list the
 * caller's roles open. A count the roles do not allow is left out, never sent as 0.
 */
export const BackOfficeOverviewSchema = z.object({
  newInquiries: z.number().int().optional(),
  newApplications: z.number().int().optional(),
  waitingApprovals: z.number().int().optional(),
  openCases: z.number().int().optional(),
  benchWaiting: z.number().int().optional(),
});
export type BackOfficeOverview = z.infer<typeof BackOfficeOverviewSchema>;
export type BackOfficeCount = keyof BackOfficeOverview;

/** The overview's counts in the order staff work through them, with their labels. */
export const BACK_OFFICE_COUNT_LABELS: Record<BackOfficeCount, string> = {
  newInquiries: 'New inquiries',
  newApplications: 'New applications',
  waitingApprovals: 'Waiting for approval',
  openCases: 'Open cases',
  benchWaiting: 'Bench waiting for review',
};
