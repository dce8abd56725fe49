import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { paths } from '../../../config/paths';
import { usePageParam } from '../../../hooks/use-page-param';
import { BENCH_PAGE_SIZE, useBenchListQuery } from '../api/get-bench-lists';
import { BenchGrid } from './bench-card';
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
      <PagedList
        query={query}
        page={page}
        pageSize={BENCH_PAGE_SIZE}
        pagesLabel="Bench pages"
        loadingLabel="Loading the bench…"
        empty={
          <EmptyState title={keyword ? 'No consultants match your search' : 'The bench is empty'}>
            {keyword ? 'Try another keyword.' : 'Upload your bench sales data to add consultants.'}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <p className="job-board__count" aria-live="polite">
              {data.total} {data.total === 1 ? 'consultant' : 'consultants'}
              {keyword ? ` matching “${keyword}”` : ' on the bench'}
            </p>
            <BenchGrid candidates={data.items} />
          </>
        )}
      </PagedList>
    </div>
  );
}
