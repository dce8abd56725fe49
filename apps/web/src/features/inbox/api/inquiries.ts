import {
  API_PATHS,
  InquiryDetailSchema,
  InquiryPageSchema,
  type AddRecordNote,
  type InquiryFilters,
  type UpdateInquiry,
} from '@smartmove/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFromApi } from '../../../lib/save-download';

export const INQUIRIES_PAGE_SIZE = 20;
const INQUIRIES_KEY = ['inbox', 'inquiries'] as const;

/** The inquiry queries; every key starts with `all`, which a change invalidates. */
export const inquiryQueries = {
  all: INQUIRIES_KEY,
  page: (filters: InquiryFilters, page: number) =>
    queryOptions({
      queryKey: [...INQUIRIES_KEY, 'list', filters, page] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getInquiries, {
          query: { ...filters, page, pageSize: INQUIRIES_PAGE_SIZE },
          schema: InquiryPageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...INQUIRIES_KEY, 'detail', id] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getInquiry, { query: { id }, schema: InquiryDetailSchema, signal }),
    }),
};

export function useInquiriesQuery(filters: InquiryFilters, page: number) {
  return useQuery(inquiryQueries.page(filters, page));
}

export function useInquiryQuery(id: string) {
  return useQuery(inquiryQueries.detail(id));
}

/** POST /CRM/UpdateInquiry: the answer is the inquiry as it now is. */
export function useUpdateInquiryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateInquiry) =>
      apiRequest(API_PATHS.updateInquiry, { method: 'POST', body: change, schema: InquiryDetailSchema }),
    onSuccess: (inquiry) => {
      queryClient.setQueryData(inquiryQueries.detail(inquiry.id).queryKey, inquiry);
      void queryClient.invalidateQueries({ queryKey: [...INQUIRIES_KEY, 'list'] });
    },
  });
}

/** POST /CRM/AddInquiryNote. */
export function useAddInquiryNoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: AddRecordNote) =>
      apiRequest(API_PATHS.addInquiryNote, { method: 'POST', body: note, schema: InquiryDetailSchema }),
    onSuccess: (inquiry) => queryClient.setQueryData(inquiryQueries.detail(inquiry.id).queryKey, inquiry),
  });
}

/** GET /CRM/ExportInquiries: every inquiry the filters select, saved as a CSV file. */
export function exportInquiries(filters: InquiryFilters) {
  return downloadFromApi(
    API_PATHS.exportInquiries,
    `inquiries-${new Date().toISOString().slice(0, 10)}.csv`,
    {
      ...filters,
    },
  );
}
