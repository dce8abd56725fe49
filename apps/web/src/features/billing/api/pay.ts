import {
  API_PATHS,
  GenerateVendorBillsResultSchema,
  MarginReportSchema,
  VendorBillPageSchema,
  VendorBillSchema,
  type GenerateVendorBills,
  type MarginGroup,
} from '@smartmove/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFromApi } from '../../../lib/save-download';
import { BILLING_PAGE_SIZE, billingQueries } from './billing';

/** The margin report's choices: a range of weeks (by their Mondays) and what to group by. */
export interface MarginFilters {
  from: string;
  to: string;
  groupBy: MarginGroup;
}

export const payQueries = {
  /** GET /CRM/GetVendorBills: every bill for finance, a partner's own for a partner; newest first. */
  vendorBills: (page: number) =>
    queryOptions({
      queryKey: [...billingQueries.all, 'vendor-bills', page] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getVendorBills, {
          query: { page, pageSize: BILLING_PAGE_SIZE },
          schema: VendorBillPageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** GET /CRM/GetMarginReport */
  margin: (filters: MarginFilters) =>
    queryOptions({
      queryKey: [...billingQueries.all, 'margin', filters] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getMarginReport, { query: { ...filters }, schema: MarginReportSchema, signal }),
    }),
};

export const useVendorBillsQuery = (page: number) => useQuery(payQueries.vendorBills(page));
export const useMarginQuery = (filters: MarginFilters) => useQuery(payQueries.margin(filters));

function usePayMutation<TInput, TResult>(path: string, schema: { parse: (data: unknown) => TResult }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => apiRequest(path, { method: 'POST', body: input, schema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingQueries.all }),
  });
}

export const useGenerateVendorBillsMutation = () =>
  usePayMutation<GenerateVendorBills, { items: unknown[] }>(
    API_PATHS.generateVendorBills,
    GenerateVendorBillsResultSchema,
  );
export const useApproveVendorBillMutation = () =>
  usePayMutation<{ id: string }, unknown>(API_PATHS.approveVendorBill, VendorBillSchema);
export const useMarkVendorBillPaidMutation = () =>
  usePayMutation<{ id: string }, unknown>(API_PATHS.markVendorBillPaid, VendorBillSchema);

/** The margin report as CSV, for the chosen range and grouping. */
export const downloadMarginCsv = (filters: MarginFilters) =>
  downloadFromApi(API_PATHS.getMarginReport, `margin-${filters.from}-${filters.to}.csv`, {
    ...filters,
    format: 'csv',
  });

/** W-2 and 1099 hours per person and week, for the payroll provider. */
export const downloadPayrollCsv = (from: string, to: string) =>
  downloadFromApi(API_PATHS.exportPayroll, `payroll-${from}-${to}.csv`, { from, to });

/** Issued invoices and credit notes in QuickBooks Online's invoice import layout. */
export const downloadQuickBooksCsv = (from: string, to: string) =>
  downloadFromApi(API_PATHS.exportInvoices, `invoices-quickbooks-${from}-${to}.csv`, {
    from,
    to,
    format: 'quickbooks',
  });
