import {
  API_PATHS,
  ClientPageSchema,
  ClientSchema,
  GenerateInvoicesResultSchema,
  InvoicePageSchema,
  InvoiceSchema,
  PeoplePageSchema,
  PlacementPageSchema,
  PlacementSchema,
  UnbillableHoursListSchema,
  USER_TYPES,
  type AddClient,
  type AddPlacement,
  type ChangePlacementRates,
  type GenerateInvoices,
  type IssueCreditNote,
  type RecordPayment,
  type UpdateClient,
} from '@smartmove/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFromApi } from '../../../lib/save-download';

export const BILLING_PAGE_SIZE = 20;
/** The pickers of a placement list every client and person of a kind; a firm's fit on one page of 100. */
const PICKER_PAGE_SIZE = 100;

/** Every key starts with `billing`, which any billing change invalidates (an invoice's totals follow rates). */
const BILLING_KEY = ['billing'] as const;

export const billingQueries = {
  all: BILLING_KEY,
  /** GET /CRM/GetClients: one page, by name. */
  clients: (page: number, pageSize = BILLING_PAGE_SIZE) =>
    queryOptions({
      queryKey: [...BILLING_KEY, 'clients', page, pageSize] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getClients, { query: { page, pageSize }, schema: ClientPageSchema, signal }),
      placeholderData: keepPreviousData,
    }),
  /** GET /CRM/GetPlacements */
  placements: (page: number) =>
    queryOptions({
      queryKey: [...BILLING_KEY, 'placements', page] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getPlacements, {
          query: { page, pageSize: BILLING_PAGE_SIZE },
          schema: PlacementPageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** GET /CRM/GetPeople: the active employees (consultants) or partners (vendors) a placement may name. */
  people: (userType: number) =>
    queryOptions({
      queryKey: [...BILLING_KEY, 'people', userType] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getPeople, {
          query: { page: 1, pageSize: PICKER_PAGE_SIZE, status: 'active', userType },
          schema: PeoplePageSchema,
          signal,
        }),
    }),
  /** GET /CRM/GetInvoices: newest first. */
  invoices: (page: number) =>
    queryOptions({
      queryKey: [...BILLING_KEY, 'invoices', page] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getInvoices, {
          query: { page, pageSize: BILLING_PAGE_SIZE },
          schema: InvoicePageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  invoice: (id: string) =>
    queryOptions({
      queryKey: [...BILLING_KEY, 'invoice', id] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getInvoice, { query: { id }, schema: InvoiceSchema, signal }),
    }),
  /** GET /CRM/GetUnbillableHours: approved hours no placement covers. */
  unbillable: () =>
    queryOptions({
      queryKey: [...BILLING_KEY, 'unbillable'] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getUnbillableHours, { schema: UnbillableHoursListSchema, signal }),
    }),
};

export const useClientsQuery = (page: number) => useQuery(billingQueries.clients(page));
/** Every client, for the placement form's select. */
export const useClientChoicesQuery = () => useQuery(billingQueries.clients(1, PICKER_PAGE_SIZE));
export const usePlacementsQuery = (page: number) => useQuery(billingQueries.placements(page));
export const useConsultantChoicesQuery = () => useQuery(billingQueries.people(USER_TYPES.employee));
export const useVendorChoicesQuery = () => useQuery(billingQueries.people(USER_TYPES.partner));
export const useInvoicesQuery = (page: number) => useQuery(billingQueries.invoices(page));
export const useInvoiceQuery = (id: string) => useQuery(billingQueries.invoice(id));
export const useUnbillableHoursQuery = () => useQuery(billingQueries.unbillable());

/** A billing POST whose answer is checked by `schema`; every billing list and record is read again after it. */
function useBillingMutation<TInput, TResult>(path: string, schema: { parse: (data: unknown) => TResult }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => apiRequest(path, { method: 'POST', body: input, schema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
  });
}

export const useAddClientMutation = () =>
  useBillingMutation<AddClient, unknown>(API_PATHS.addClient, ClientSchema);
export const useUpdateClientMutation = () =>
  useBillingMutation<UpdateClient, unknown>(API_PATHS.updateClient, ClientSchema);
export const useAddPlacementMutation = () =>
  useBillingMutation<AddPlacement, unknown>(API_PATHS.addPlacement, PlacementSchema);
export const useChangePlacementRatesMutation = () =>
  useBillingMutation<ChangePlacementRates, unknown>(API_PATHS.changePlacementRates, PlacementSchema);
export const useEndPlacementMutation = () =>
  useBillingMutation<{ id: string; endDate?: string }, unknown>(API_PATHS.endPlacement, PlacementSchema);
export const useGenerateInvoicesMutation = () =>
  useBillingMutation<GenerateInvoices, { items: unknown[] }>(
    API_PATHS.generateInvoices,
    GenerateInvoicesResultSchema,
  );
export const useIssueInvoiceMutation = () =>
  useBillingMutation<{ id: string }, unknown>(API_PATHS.issueInvoice, InvoiceSchema);
export const useSendInvoiceMutation = () =>
  useBillingMutation<{ id: string }, unknown>(API_PATHS.sendInvoice, InvoiceSchema);
export const useVoidInvoiceMutation = () =>
  useBillingMutation<{ id: string }, unknown>(API_PATHS.voidInvoice, InvoiceSchema);
export const useRecordPaymentMutation = () =>
  useBillingMutation<RecordPayment, unknown>(API_PATHS.recordPayment, InvoiceSchema);
export const useIssueCreditNoteMutation = () =>
  useBillingMutation<IssueCreditNote, { id: string }>(API_PATHS.issueCreditNote, InvoiceSchema);

/** GET /CRM/GetInvoicePdf, saved as the invoice's number (or "draft-invoice") .pdf. */
export function downloadInvoicePdf(id: string, number: string | null): Promise<void> {
  const name = (number ?? 'draft-invoice').replace(/[^\w-]+/g, '-');
  return downloadFromApi(API_PATHS.getInvoicePdf, `${name}.pdf`, { id });
}
