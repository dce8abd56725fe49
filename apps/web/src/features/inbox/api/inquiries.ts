import {
  API_PATHS,
  InquiryDetailSchema,
  InquiryPageSchema,
  type InquiryDetail,
  type InquiryFilters,
  type InquirySummary,
  type UpdateInquiry,
} from '@smartmove/contract';
import { createInboxApi, INBOX_PAGE_SIZE } from './inbox-api';

export const INQUIRIES_PAGE_SIZE = INBOX_PAGE_SIZE;

/** Inquiries: GET /CRM/GetInquiries, /CRM/GetInquiry, POST /CRM/UpdateInquiry, /CRM/AddInquiryNote, the export. */
const inquiries = createInboxApi<InquiryFilters, InquirySummary, InquiryDetail, UpdateInquiry>({
  plural: 'inquiries',
  paths: {
    list: API_PATHS.getInquiries,
    get: API_PATHS.getInquiry,
    update: API_PATHS.updateInquiry,
    addNote: API_PATHS.addInquiryNote,
    export: API_PATHS.exportInquiries,
  },
  pageSchema: InquiryPageSchema,
  detailSchema: InquiryDetailSchema,
});

export const inquiryQueries = inquiries.queries;
export const useInquiriesQuery = inquiries.usePage;
export const useInquiryQuery = inquiries.useRecord;
export const useUpdateInquiryMutation = inquiries.useUpdate;
export const useAddInquiryNoteMutation = inquiries.useAddNote;
export const exportInquiries = inquiries.exportCsv;
