import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { usePageParam } from '../../../hooks/use-page-param';
import { HOT_LIST_PAGE_SIZE, useHotListQuery } from '../api/get-hot-list';
import { BenchGrid } from './bench-card';
import { KeywordSearch, useKeywordParam } from './keyword-search';
import '../../../styles/job-board.css';

/** /hot-list: consultants available now, from the public bench list (no contact details). */
export function HotList() {
  const keyword = useKeywordParam();
  const page = usePageParam();
  const query = useHotListQuery(keyword, page);

  return (
    <div className="container job-board">
      <KeywordSearch label="Search the hot list" placeholder="Title, name, skill, location or visa status" />
      <PagedList
        query={query}
        page={page}
        pageSize={HOT_LIST_PAGE_SIZE}
        pagesLabel="Hot list pages"
        loadingLabel="Loading the hot list…"
        empty={
          <EmptyState
            title={keyword ? 'No consultants match your search' : 'Nobody is on the bench right now'}
          >
            {keyword ? 'Try another keyword.' : 'Please check back soon.'}
          </EmptyState>
        }
        isEmpty={(data) => data.total === 0}
      >
        {(data) => (
          <>
            <p className="job-board__count" aria-live="polite">
              {data.total} {data.total === 1 ? 'consultant' : 'consultants'} available
              {keyword ? ` matching “${keyword}”` : ''}
            </p>
            <BenchGrid candidates={data.items} askAbout />
          </>
        )}
      </PagedList>
    </div>
  );
}
