import type { MyBenchCandidate } from '@smartmove/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  DataTable,
  actionsColumn,
  TwoLineCell,
  type DataTableColumn,
} from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { Modal } from '../../../components/ui/modal';
import { PagedList } from '../../../components/ui/paged-list';
import { SmallButton } from '../../../components/ui/small-button';
import { paths } from '../../../config/paths';
import { usePageParam } from '../../../hooks/use-page-param';
import { formatDate } from '../../../lib/format';
import { useRemoveBenchCandidateMutation } from '../api/edit-bench-candidate';
import { BENCH_PAGE_SIZE, useMyBenchListQuery } from '../api/get-bench-lists';
import { BenchCandidateEdit } from './bench-candidate-edit';
import { benchStateColumn } from './bench-state-column';
import { KeywordSearch, useKeywordParam } from './keyword-search';
// A row's action buttons side by side, compact (as on People).
import '../../../styles/people.css';

const COLUMNS: ReadonlyArray<DataTableColumn<MyBenchCandidate>> = [
  {
    label: 'Consultant',
    cell: (candidate) => <TwoLineCell sub={candidate.title}>{candidate.name}</TwoLineCell>,
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
  benchStateColumn((reason) => `Reason: ${reason} Edit and save to send it again.`),
];

/**
 * /my-bench-list: the partner's own consultants, with their contact details; each can be edited (the
 * upload's fields and rules) and removed (after a confirmation).
 */
export function MyBenchList() {
  const keyword = useKeywordParam();
  const page = usePageParam();
  const query = useMyBenchListQuery(keyword, page);
  const remove = useRemoveBenchCandidateMutation();
  const [editing, setEditing] = useState<MyBenchCandidate>();
  const [removing, setRemoving] = useState<MyBenchCandidate>();

  const confirmRemove = useMutationAction({
    action: (candidate: MyBenchCandidate) => remove.mutateAsync(candidate.id),
    success: (_removed, candidate) => `${candidate.name} removed from your bench`,
    onSuccess: () => setRemoving(undefined),
  });

  const columns: ReadonlyArray<DataTableColumn<MyBenchCandidate>> = [
    ...COLUMNS,
    actionsColumn((candidate) => (
      <>
        <SmallButton aria-haspopup="dialog" onClick={() => setEditing(candidate)}>
          Edit<span className="visually-hidden"> {candidate.name}</span>
        </SmallButton>
        <SmallButton aria-haspopup="dialog" onClick={() => setRemoving(candidate)}>
          Remove<span className="visually-hidden"> {candidate.name}</span>
        </SmallButton>
      </>
    )),
  ];
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
              columns={columns}
              rows={data.items}
              rowKey={(candidate) => candidate.id}
            />
          </>
        )}
      </PagedList>
      <Modal
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={`Edit ${editing?.name ?? ''}`}
      >
        {editing ? (
          <BenchCandidateEdit
            key={editing.id}
            candidate={editing}
            onSaved={() => setEditing(undefined)}
            onCancel={() => setEditing(undefined)}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        open={removing !== undefined}
        title={removing ? `Remove ${removing.name}?` : ''}
        action="Remove"
        busy={remove.isPending}
        onConfirm={() => {
          if (removing) void confirmRemove(removing);
        }}
        onClose={() => setRemoving(undefined)}
      >
        {removing?.name} leaves your bench, the hot list and the candidate search. Upload them again to add
        them back.
      </ConfirmDialog>
    </div>
  );
}
