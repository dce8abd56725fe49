import {
  INQUIRY_KIND_CODES,
  INQUIRY_KIND_LABELS,
  INQUIRY_STATUS_CODES,
  INQUIRY_STATUS_LABELS,
  type InquiryFilters,
  type InquirySummary,
} from '@smartmove/contract';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { useClientSearchParams } from '../../../hooks/use-is-client';
import { usePageParam } from '../../../hooks/use-page-param';
import { formatDate } from '../../../lib/format';
import { exportInquiries, INQUIRIES_PAGE_SIZE, useInquiriesQuery } from '../api/inquiries';
import { oneOf, readInboxFilters } from '../inbox-filters';
import { InboxFilterBar } from './inbox-filter-bar';

const KIND_OPTIONS = INQUIRY_KIND_CODES.map((code) => ({ value: code, label: INQUIRY_KIND_LABELS[code] }));
const STATUS_OPTIONS = INQUIRY_STATUS_CODES.map((code) => ({
  value: code,
  label: INQUIRY_STATUS_LABELS[code],
}));

const COLUMNS: ReadonlyArray<DataTableColumn<InquirySummary>> = [
  {
    label: 'Name',
    cell: (inquiry) => <Link to={paths.inquiry(inquiry.id)}>{inquiry.name || inquiry.email}</Link>,
  },
  { label: 'Kind', cell: (inquiry) => INQUIRY_KIND_LABELS[inquiry.kind] },
  { label: 'Email', className: 'data-table__wrap', cell: (inquiry) => inquiry.email },
  {
    label: 'Received',
    cell: (inquiry) => formatDate(inquiry.createdAt, { hour: 'numeric', minute: '2-digit' }),
  },
  {
    label: 'Status',
    cell: (inquiry) => <StatusBadge status={inquiry.status} label={INQUIRY_STATUS_LABELS[inquiry.status]} />,
  },
  { label: 'Assigned to', cell: (inquiry) => inquiry.assignedTo?.name ?? 'Nobody' },
  { label: 'Summary', className: 'data-table__wrap', cell: (inquiry) => inquiry.summary },
];

/** /back-office/inquiries: every contact message, consultation request and know-your-worth lead. */
export function InquiryList() {
  const [searchParams] = useClientSearchParams();
  const page = usePageParam();
  const url = readInboxFilters(searchParams);
  const kind = oneOf(INQUIRY_KIND_CODES, url.kind);
  const status = oneOf(INQUIRY_STATUS_CODES, url.status);
  const filters: InquiryFilters = {
    ...(url.search.trim() ? { search: url.search.trim() } : {}),
    ...(kind ? { kind } : {}),
    ...(status ? { status } : {}),
  };
  const query = useInquiriesQuery(filters, page);
  return (
    <section className="portal-section__block" aria-labelledby="inquiry-list-title">
      <h2 id="inquiry-list-title" className="visually-hidden">
        Inquiries, newest first
      </h2>
      <InboxFilterBar
        label="Search inquiries"
        kindOptions={KIND_OPTIONS}
        statusOptions={STATUS_OPTIONS}
        onExport={() => exportInquiries(filters)}
      />
      <PagedList
        query={query}
        page={page}
        pageSize={INQUIRIES_PAGE_SIZE}
        pagesLabel="Inquiry pages"
        loadingLabel="Loading inquiries…"
        empty={
          <EmptyState title="No inquiries">
            Contact messages, consultation requests and know-your-worth leads that match show here.
          </EmptyState>
        }
      >
        {(data) => (
          <DataTable
            caption="Inquiries, newest first"
            columns={COLUMNS}
            rows={data.items}
            rowKey={(inquiry) => inquiry.id}
          />
        )}
      </PagedList>
    </section>
  );
}
