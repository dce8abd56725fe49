import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { paths } from '../../../config/paths';
import { usePageParam } from '../../../hooks/use-page-param';
import { formatDate } from '../../../lib/format';
import { BENCH_PAGE_SIZE, useMyBenchListQuery } from '../api/get-bench-lists';
import { KeywordSearch, useKeywordParam } from './keyword-search';

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
      {query.isPending ? (
        <LoadingState label="Loading your bench…" />
      ) : query.isError ? (
        <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
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
      ) : (
        <>
          <p className="job-board__count" aria-live="polite">
            {query.data.total} {query.data.total === 1 ? 'consultant' : 'consultants'} on your bench
          </p>
          <div className="table-wrap">
            <table className="data-table">
              <caption className="visually-hidden">Your consultants, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Consultant</th>
                  <th scope="col">Experience</th>
                  <th scope="col">Location</th>
                  <th scope="col">Visa</th>
                  <th scope="col">Skills</th>
                  <th scope="col">Contact</th>
                  <th scope="col">Added</th>
                </tr>
              </thead>
              <tbody>
                {query.data.items.map((candidate) => (
                  <tr key={candidate.id}>
                    <th scope="row" data-label="Consultant">
                      {candidate.name}
                      <span className="data-table__sub">{candidate.title}</span>
                    </th>
                    <td data-label="Experience">{candidate.exp}</td>
                    <td data-label="Location">{candidate.location}</td>
                    <td data-label="Visa">{candidate.visaStatus}</td>
                    <td data-label="Skills" className="data-table__wrap">
                      {candidate.skills.join(', ')}
                    </td>
                    <td data-label="Contact" className="data-table__wrap">
                      {candidate.email ? <a href={`mailto:${candidate.email}`}>{candidate.email}</a> : null}
                      {candidate.phone ? <span className="data-table__sub">{candidate.phone}</span> : null}
                      {!candidate.email && !candidate.phone ? '—' : null}
                    </td>
                    <td data-label="Added">{formatDate(candidate.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            pageSize={BENCH_PAGE_SIZE}
            total={query.data.total}
            label="Your bench pages"
          />
        </>
      )}
    </div>
  );
}
