import {
  BENCH_STATE_CODES,
  BENCH_STATE_LABELS,
  BENCH_STATES,
  type BenchReviewItem,
} from '@smartmove/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { actionsColumn, TwoLineCell, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListFilterFields } from '../../../components/ui/form/list-filter-fields';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { PagedTable } from '../../../components/ui/paged-table';
import { SmallButton } from '../../../components/ui/small-button';
import { useListFilters } from '../../../hooks/use-list-filters';
import { formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/toast';
import {
  BENCH_REVIEW_PAGE_SIZE,
  useBenchReviewQuery,
  useSendBackBenchCandidateMutation,
  useSetBenchStateMutation,
} from '../api/bench-review';
import { benchStateColumn } from './bench-state-column';
import { SendBackDialog } from './send-back-dialog';
import '../../../styles/lists.css';
// A row's action buttons side by side, compact (as on People): Publish with Send back beside it.
import '../../../styles/people.css';

/**
 * The back office's bench (recruiters): every candidate with its partner and state, "Publish" to put it on
 * the public hot list, "Send back" (with a reason the partner reads) and "Unpublish" (asked first) to take
 * it off.
 */
export function BenchReview() {
  const { search, status, page, setFilter } = useListFilters(BENCH_STATE_CODES);
  const query = useBenchReviewQuery({ search: search.trim(), status, page });
  const setState = useSetBenchStateMutation();
  const [unpublishing, setUnpublishing] = useState<BenchReviewItem>();
  const [sendingBack, setSendingBack] = useState<BenchReviewItem>();
  const sendBack = useSendBackBenchCandidateMutation();

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
  const busy = setState.isPending || sendBack.isPending;

  /** The dialog's form shows a refusal; success closes it with a toast. */
  async function sendBackWith(candidate: BenchReviewItem, reason: string) {
    await sendBack.mutateAsync({ id: candidate.id, reason });
    notifySuccess(`${candidate.name} is sent back to the partner`);
    setSendingBack(undefined);
  }

  const columns: DataTableColumn<BenchReviewItem>[] = [
    {
      label: 'Candidate',
      cell: (candidate) => <TwoLineCell sub={candidate.title}>{candidate.name}</TwoLineCell>,
    },
    {
      label: 'Partner',
      cell: (candidate) => (
        <TwoLineCell sub={candidate.partnerCompany}>{candidate.partnerName ?? '—'}</TwoLineCell>
      ),
    },
    { label: 'Experience', cell: (candidate) => candidate.exp },
    { label: 'Location', cell: (candidate) => candidate.location },
    { label: 'Skills', className: 'data-table__wrap', cell: (candidate) => candidate.skills.join(', ') },
    { label: 'Visa', cell: (candidate) => candidate.visaStatus },
    { label: 'Added', cell: (candidate) => formatDate(candidate.createdAt) },
    benchStateColumn((reason) => reason),
    actionsColumn((candidate) => (
      <>
        {candidate.status === BENCH_STATES.published ? (
          <SmallButton
            disabled={busy}
            aria-label={`Unpublish ${candidate.name}`}
            onClick={() => setUnpublishing(candidate)}
          >
            Unpublish
          </SmallButton>
        ) : (
          <>
            <button
              type="button"
              className="button button--primary button--small"
              disabled={busy}
              aria-label={`Publish ${candidate.name}`}
              onClick={() => void change(candidate, true)}
            >
              Publish
            </button>
            {candidate.status === BENCH_STATES.waiting ? (
              <SmallButton
                disabled={busy}
                aria-haspopup="dialog"
                aria-label={`Send back ${candidate.name}`}
                onClick={() => setSendingBack(candidate)}
              >
                Send back
              </SmallButton>
            ) : null}
          </>
        )}
      </>
    )),
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
      <PagedTable
        live
        query={query}
        page={page}
        pageSize={BENCH_REVIEW_PAGE_SIZE}
        pagesLabel="Bench pages"
        loadingLabel="Loading the bench…"
        empty={
          <EmptyState title="No bench candidates match">Try another search, or clear the filters.</EmptyState>
        }
        caption="Bench candidates, newest first"
        columns={columns}
        rowKey={(candidate) => candidate.id}
      />
      <SendBackDialog
        name={sendingBack?.name}
        busy={sendBack.isPending}
        onSendBack={(reason) => (sendingBack ? sendBackWith(sendingBack, reason) : Promise.resolve())}
        onClose={() => setSendingBack(undefined)}
      />
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
