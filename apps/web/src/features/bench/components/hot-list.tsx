import { useMemo } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { usePageParam } from '../../../hooks/use-page-param';
import { useHotListQuery } from '../api/get-hot-list';
import { BenchCard } from './bench-card';
import { KeywordSearch, useKeywordParam } from './keyword-search';
import '../../../styles/job-board.css';

const HOT_LIST_PAGE_SIZE = 12;

/** /hot-list: consultants available now, from the public bench list (no contact details). */
export function HotList() {
  const keyword = useKeywordParam();
  const page = usePageParam();
  const query = useHotListQuery();
  const matches = useMemo(() => {
    const needle = keyword.toLowerCase();
    if (!needle) return query.data ?? [];
    return (query.data ?? []).filter((candidate) =>
      [candidate.title, candidate.name, candidate.location, candidate.visaStatus, ...candidate.skills].some(
        (text) => text.toLowerCase().includes(needle),
      ),
    );
  }, [query.data, keyword]);
  const visible = matches.slice((page - 1) * HOT_LIST_PAGE_SIZE, page * HOT_LIST_PAGE_SIZE);

  return (
    <div className="container job-board">
      <KeywordSearch label="Search the hot list" placeholder="Title, name, skill, location or visa status" />
      {query.isPending ? (
        <LoadingState label="Loading the hot list…" />
      ) : query.isError ? (
        <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : matches.length === 0 ? (
        <EmptyState title={keyword ? 'No consultants match your search' : 'Nobody is on the bench right now'}>
          {keyword ? 'Try another keyword.' : 'Please check back soon.'}
        </EmptyState>
      ) : (
        <>
          <p className="job-board__count" aria-live="polite">
            {matches.length} {matches.length === 1 ? 'consultant' : 'consultants'} available
            {keyword ? ` matching “${keyword}”` : ''}
          </p>
          <ul className="bench-grid">
            {visible.map((candidate) => (
              <BenchCard key={candidate.id} candidate={candidate} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={HOT_LIST_PAGE_SIZE}
            total={matches.length}
            label="Hot list pages"
          />
        </>
      )}
    </div>
  );
}
