import {
  INQUIRY_KIND_CODES,
  INQUIRY_KIND_LABELS,
  INQUIRY_STATUS_CODES,
  INQUIRY_STATUS_LABELS,
  type InquirySummary,
} from '@smartmove/contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { inquiryApi } from '../api/inquiries';
import { codeOptions, listFilters } from '../inbox-filters';
import { InboxFilterBar } from './inbox-filter-bar';
import { inboxColumns, InboxList, useInboxUrl } from './inbox-list';

const KIND_OPTIONS = codeOptions(INQUIRY_KIND_CODES, (code) => INQUIRY_KIND_LABELS[code]);
const STATUS_OPTIONS = codeOptions(INQUIRY_STATUS_CODES, (code) => INQUIRY_STATUS_LABELS[code]);

const COLUMNS = inboxColumns<InquirySummary>({
  href: paths.inquiry,
  statusLabel: (inquiry) => INQUIRY_STATUS_LABELS[inquiry.status],
  second: { label: 'Kind', cell: (inquiry) => INQUIRY_KIND_LABELS[inquiry.kind] },
  last: { label: 'Summary', className: 'data-table__wrap', cell: (inquiry) => inquiry.summary },
});

/** /back-office/inquiries: every contact message, consultation request and know-your-worth lead. */
export function InquiryList() {
  const { page, url } = useInboxUrl();
  const filters = listFilters(url, { status: INQUIRY_STATUS_CODES, kind: INQUIRY_KIND_CODES });
  const query = inquiryApi.usePage(filters, page);
  return (
    <InboxList
      id="inquiry-list-title"
      caption="Inquiries, newest first"
      filterBar={
        <InboxFilterBar
          label="Search inquiries"
          kindOptions={KIND_OPTIONS}
          statusOptions={STATUS_OPTIONS}
          onExport={() => inquiryApi.exportCsv(filters)}
        />
      }
      query={query}
      page={page}
      pagesLabel="Inquiry pages"
      loadingLabel="Loading inquiries…"
      empty={
        <EmptyState title="No inquiries">
          Contact messages, consultation requests and know-your-worth leads that match show here.
        </EmptyState>
      }
      columns={COLUMNS}
    />
  );
}
