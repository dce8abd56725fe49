import {
  INBOX_PATHS,
  InquiryDetailSchema,
  InquiryPageSchema,
  type InquiryDetail,
  type InquiryFilters,
  type InquirySummary,
  type UpdateInquiry,
} from '@smartmove/contract';
import { createInboxApi } from './inbox-api';

/** Inquiries: GET /CRM/GetInquiries, /CRM/GetInquiry, POST /CRM/UpdateInquiry, /CRM/AddInquiryNote, the export. */
export const inquiryApi = createInboxApi<InquiryFilters, InquirySummary, InquiryDetail, UpdateInquiry>({
  plural: 'inquiries',
  paths: INBOX_PATHS.inquiry,
  pageSchema: InquiryPageSchema,
  detailSchema: InquiryDetailSchema,
});
