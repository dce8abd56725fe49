import type { InvoiceLineKind } from '@smartmove/contract';

/** What a bill or invoice keeps of the hours it bills and of its lines, as their repositories write them. */

/** The approved hours of one consultant's project on one day a bill takes. */
export interface InvoicedDayInput {
  placementId: string;
  userId: string;
  projectKey: string;
  workDate: string;
  sequence: number;
  regularHours: number;
  overtimeHours: number;
}

export interface LineInput {
  kind: InvoiceLineKind;
  description: string;
  userId: string | null;
  weekStart: string | null;
  hours: number | null;
  rate: number | null;
  amount: number;
}
