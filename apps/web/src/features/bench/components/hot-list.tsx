import { EmptyState } from '../../../components/ui/empty-state';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { usePageParam } from '../../../hooks/use-page-param';
import { HOT_LIST_PAGE_SIZE, useHotListQuery } from '../api/get-hot-list';
import { BenchCard } from './bench-card';
import { KeywordSearch, useKeywordParam } from './keyword-search';
import '../../../styles/job-board.css';

/** /hot-list: consultants available now, from the public bench list (no contact details). */
export function HotList() {
  const keyword = useKeywordParam();
  const page = usePageParam();
  const query = useHotListQuery(keyword, page);
  const total = query.data?.total ?? 0;

  return (
    <div className="container job-board">
      <KeywordSearch label="Search the hot list" placeholder="Title, name, skill, location or visa status" />
      {query.isPending ? (
        <LoadingState label="Loading the hot list…" />
      ) : query.isError ? (
        <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : total === 0 ? (
        <EmptyState title={keyword ? 'No consultants match your search' : 'Nobody is on the bench right now'}>
          {keyword ? 'Try another keyword.' : 'Please check back soon.'}
        </EmptyState>
      ) : (
        <>
          <p className="job-board__count" aria-live="polite">
            {total} {total === 1 ? 'consultant' : 'consultants'} available
            {keyword ? ` matching “${keyword}”` : ''}
          </p>
          <ul className="bench-grid">
            {query.data.items.map((candidate) => (
              <BenchCard key={candidate.id} candidate={candidate} />
            ))}
          </ul>
          <Pagination page={page} pageSize={HOT_LIST_PAGE_SIZE} total={total} label="Hot list pages" />
        </>
      )}
    </div>
  );
}
