import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { paths } from '../../../config/paths';
import { usePageParam } from '../../../hooks/use-page-param';
import { BENCH_PAGE_SIZE, useBenchListQuery } from '../api/get-bench-lists';
import { BenchCard } from './bench-card';
import { KeywordSearch, useKeywordParam } from './keyword-search';
import '../../../styles/job-board.css';

/** /bench-list: every consultant on the bench, searchable. */
export function BenchList() {
  const keyword = useKeywordParam();
  const page = usePageParam();
  const query = useBenchListQuery(keyword, page);
  return (
    <div className="container portal-section">
      <div className="portal-section__header">
        <KeywordSearch label="Search the bench" placeholder="Title, name, skill, location or visa" />
        <Link className="button button--secondary" to={paths.uploadBenchSalesData()}>
          Upload your bench
        </Link>
      </div>
      {query.isPending ? (
        <LoadingState label="Loading the bench…" />
      ) : query.isError ? (
        <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={keyword ? 'No consultants match your search' : 'The bench is empty'}>
          {keyword ? 'Try another keyword.' : 'Upload your bench sales data to add consultants.'}
        </EmptyState>
      ) : (
        <>
          <p className="job-board__count" aria-live="polite">
            {query.data.total} {query.data.total === 1 ? 'consultant' : 'consultants'}
            {keyword ? ` matching “${keyword}”` : ' on the bench'}
          </p>
          <ul className="bench-grid">
            {query.data.items.map((candidate) => (
              <BenchCard key={candidate.id} candidate={candidate} />
            ))}
          </ul>
          <Pagination page={page} pageSize={BENCH_PAGE_SIZE} total={query.data.total} label="Bench pages" />
        </>
      )}
    </div>
  );
}
