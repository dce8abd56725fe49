import {
  BENCH_STATE_CODES,
  BENCH_STATE_LABELS,
  BENCH_STATES,
  type BenchReviewItem,
} from '@smartmove/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListFilterFields } from '../../../components/ui/form/list-filter-fields';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { PagedList } from '../../../components/ui/paged-list';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useListFilters } from '../../../hooks/use-list-filters';
import { formatDate } from '../../../lib/format';
import { BENCH_REVIEW_PAGE_SIZE, useBenchReviewQuery, useSetBenchStateMutation } from '../api/bench-review';
import '../../../styles/lists.css';

/**
 * The back office's bench (recruiters): every candidate with its partner and state, "Publish" to put it on
 * the public hot list and "Unpublish" (asked first) to take it off.
 */
export function BenchReview() {
  const { search, status, page, setFilter } = useListFilters(BENCH_STATE_CODES);
  const query = useBenchReviewQuery({ search: search.trim(), status, page });
  const setState = useSetBenchStateMutation();
  const [unpublishing, setUnpublishing] = useState<BenchReviewItem>();

  const changeState = useMutationAction({
    action: ({ candidate, publish }: { candidate: BenchReviewItem; publish: boolean }) =>
      setState.mutateAsync({ id: candidate.id, publish }),
    success: (_changed, { candidate, publish }) =>
      publish
        ? `${candidate.name} is published on the hot list`
        : `${candidate.name} is off the hot list, waiting for review`,
    onSuccess: () => setUnpublishing(undefined),
  });
  const change = (candidate: BenchReviewItem, publish: boolean) => changeState({ candidate, publish });

  const columns: DataTableColumn<BenchReviewItem>[] = [
    {
      label: 'Candidate',
      cell: (candidate) => (
        <>
          {candidate.name}
          <span className="data-table__sub">{candidate.title}</span>
        </>
      ),
    },
    {
      label: 'Partner',
      cell: (candidate) => (
        <>
          {candidate.partnerName ?? '—'}
          {candidate.partnerCompany ? (
            <span className="data-table__sub">{candidate.partnerCompany}</span>
          ) : null}
        </>
      ),
    },
    { label: 'Skills', className: 'data-table__wrap', cell: (candidate) => candidate.skills.join(', ') },
    { label: 'Visa', cell: (candidate) => candidate.visaStatus },
    { label: 'Added', cell: (candidate) => formatDate(candidate.createdAt) },
    {
      label: 'Status',
      cell: (candidate) => (
        <StatusBadge status={candidate.status} label={BENCH_STATE_LABELS[candidate.status]} />
      ),
    },
    {
      label: 'Actions',
      header: <span className="visually-hidden">Actions</span>,
      cell: (candidate) => (
        <div className="data-table__actions">
          {candidate.status === BENCH_STATES.published ? (
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={setState.isPending}
              aria-label={`Unpublish ${candidate.name}`}
              onClick={() => setUnpublishing(candidate)}
            >
              Unpublish
            </button>
          ) : (
            <button
              type="button"
              className="button button--primary button--small"
              disabled={setState.isPending}
              aria-label={`Publish ${candidate.name}`}
              onClick={() => void change(candidate, true)}
            >
              Publish
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="container portal-section">
      <ListFilterFields
        label="Find bench candidates"
        searchPlaceholder="Name, title, skill, visa or partner"
        search={search}
        status={status}
        statuses={BENCH_STATE_CODES}
        statusLabels={BENCH_STATE_LABELS}
        onChange={setFilter}
      />
      <div aria-live="polite" aria-busy={query.isFetching}>
        <PagedList
          query={query}
          page={page}
          pageSize={BENCH_REVIEW_PAGE_SIZE}
          pagesLabel="Bench pages"
          loadingLabel="Loading the bench…"
          empty={
            <EmptyState title="No bench candidates match">
              Try another search, or clear the filters.
            </EmptyState>
          }
        >
          {(data) => (
            <DataTable
              caption="Bench candidates, newest first"
              columns={columns}
              rows={data.items}
              rowKey={(candidate) => candidate.id}
            />
          )}
        </PagedList>
      </div>
      <ConfirmDialog
        open={unpublishing !== undefined}
        title={unpublishing ? `Unpublish ${unpublishing.name}?` : ''}
        action="Unpublish"
        busy={setState.isPending}
        onConfirm={() => {
          if (unpublishing) void change(unpublishing, false);
        }}
        onClose={() => setUnpublishing(undefined)}
      >
        {unpublishing
          ? `${unpublishing.name} leaves the public hot list and the candidate search until published again.`
          : ''}
      </ConfirmDialog>
    </div>
  );
}
