import { BENCH_STATE_LABELS, type MyBenchCandidate } from '@smartmove/contract';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { usePageParam } from '../../../hooks/use-page-param';
import { formatDate } from '../../../lib/format';
import { BENCH_PAGE_SIZE, useMyBenchListQuery } from '../api/get-bench-lists';
import { KeywordSearch, useKeywordParam } from './keyword-search';

const COLUMNS: ReadonlyArray<DataTableColumn<MyBenchCandidate>> = [
  {
    label: 'Consultant',
    cell: (candidate) => (
      <>
        {candidate.name}
        <span className="data-table__sub">{candidate.title}</span>
      </>
    ),
  },
  { label: 'Experience', cell: (candidate) => candidate.exp },
  { label: 'Location', cell: (candidate) => candidate.location },
  { label: 'Visa', cell: (candidate) => candidate.visaStatus },
  { label: 'Skills', className: 'data-table__wrap', cell: (candidate) => candidate.skills.join(', ') },
  {
    label: 'Contact',
    className: 'data-table__wrap',
    cell: (candidate) => (
      <>
        {candidate.email ? <a href={`mailto:${candidate.email}`}>{candidate.email}</a> : null}
        {candidate.phone ? <span className="data-table__sub">{candidate.phone}</span> : null}
        {!candidate.email && !candidate.phone ? '—' : null}
      </>
    ),
  },
  { label: 'Added', cell: (candidate) => formatDate(candidate.createdAt) },
  {
    label: 'Status',
    cell: (candidate) => (
      <StatusBadge status={candidate.status} label={BENCH_STATE_LABELS[candidate.status]} />
    ),
  },
];

/** /my-bench-list: the partner's own consultants, with their contact details. */
export function MyBenchList() {
  const keyword = useKeywordParam();
  const page = usePageParam();
  const query = useMyBenchListQuery(keyword, page);
  return (
    <div className="container portal-section">
      <div className="portal-section__header">
        <KeywordSearch label="Search your bench" placeholder="Title, name, skill, location or visa" />
        <Link className="button button--primary" to={paths.uploadBenchSalesData()}>
          Upload bench sales data
        </Link>
      </div>
      <PagedList
        query={query}
        page={page}
        pageSize={BENCH_PAGE_SIZE}
        pagesLabel="Your bench pages"
        loadingLabel="Loading your bench…"
        empty={
          <EmptyState
            title={keyword ? 'No consultants match your search' : 'Your bench is empty'}
            action={
              keyword ? null : (
                <Link className="button button--primary" to={paths.uploadBenchSalesData()}>
                  Upload bench sales data
                </Link>
              )
            }
          >
            {keyword ? 'Try another keyword.' : 'Upload a CSV or Excel sheet, or type your consultants in.'}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <p className="job-board__count" aria-live="polite">
              {data.total} {data.total === 1 ? 'consultant' : 'consultants'} on your bench
            </p>
            <DataTable
              caption="Your consultants, newest first"
              columns={COLUMNS}
              rows={data.items}
              rowKey={(candidate) => candidate.id}
            />
          </>
        )}
      </PagedList>
    </div>
  );
}
