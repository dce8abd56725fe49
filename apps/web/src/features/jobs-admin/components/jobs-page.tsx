import { JOB_STATUS_CODES, JOB_STATUS_LABELS, type AdminJob } from '@smartmove/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { actionsColumn, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { Modal } from '../../../components/ui/modal';
import { PagedTable } from '../../../components/ui/paged-table';
import { SmallButton } from '../../../components/ui/small-button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { useListFilters } from '../../../hooks/use-list-filters';
import { formatDate } from '../../../lib/format';
import { JOBS_ADMIN_PAGE_SIZE, useCloseJobMutation, useJobsAdminQuery } from '../api/jobs-admin';
import { JobFilterBar } from './job-filter-bar';
import { JobFormPanel } from './job-form';
// A row's action buttons side by side, compact (as on People).
import '../../../styles/people.css';

/**
 * /back-office/jobs (recruiters): every job, open and closed, with "New job", editing (the title opens the
 * form) and "Close job", which asks first. The board and the apply pages read the same jobs.
 */
export function JobsPage() {
  const { search, status, page } = useListFilters(JOB_STATUS_CODES);
  const query = useJobsAdminQuery({ search: search.trim(), status, page });
  const close = useCloseJobMutation();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminJob>();
  const [closing, setClosing] = useState<AdminJob>();

  const confirmClose = useMutationAction({
    action: (job: AdminJob) => close.mutateAsync(job.id),
    success: (_closed, job) => `${job.title} closed`,
    onSuccess: () => setClosing(undefined),
  });

  const columns: DataTableColumn<AdminJob>[] = [
    {
      label: 'Job title',
      className: 'data-table__wrap',
      cell: (job) => (
        <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => setEditing(job)}>
          {job.title}
        </button>
      ),
    },
    { label: 'Location', className: 'data-table__wrap', cell: (job) => job.location },
    { label: 'Rate', cell: (job) => job.rate },
    { label: 'Remote', cell: (job) => (job.remote ? 'Yes' : 'No') },
    {
      label: 'Status',
      cell: (job) => <StatusBadge status={job.status} label={JOB_STATUS_LABELS[job.status]} />,
    },
    { label: 'Posted', cell: (job) => formatDate(job.postedOn) },
    actionsColumn((job) => (
      <>
        <Link className="button button--secondary button--small" to={paths.applications(job.jobName)}>
          Applications<span className="visually-hidden"> for {job.title}</span>
        </Link>
        <Link className="button button--secondary button--small" to={paths.job(job.id)}>
          Candidates<span className="visually-hidden"> matching {job.title}</span>
        </Link>
        {job.status === 'open' ? (
          <>
            <Link
              className="button button--secondary button--small"
              to={paths.c2cJobBoardDetails(job.jobName)}
            >
              View<span className="visually-hidden"> {job.title} on the job board</span>
            </Link>
            <SmallButton aria-haspopup="dialog" onClick={() => setClosing(job)}>
              Close job
            </SmallButton>
          </>
        ) : (
          <span>Closed {job.closedAt ? formatDate(job.closedAt) : ''}</span>
        )}
      </>
    )),
  ];

  return (
    <div className="container portal-section">
      <div className="form__actions">
        <button
          type="button"
          className="button button--primary"
          aria-haspopup="dialog"
          onClick={() => setAdding(true)}
        >
          New job
        </button>
      </div>
      <JobFilterBar search={search} status={status} />
      <PagedTable
        live
        query={query}
        page={page}
        pageSize={JOBS_ADMIN_PAGE_SIZE}
        pagesLabel="Job pages"
        loadingLabel="Loading jobs…"
        empty={<EmptyState title="No jobs match">Try another search, or clear the filters.</EmptyState>}
        caption="Jobs, newest first"
        columns={columns}
        rowKey={(job) => job.id}
      />

      <Modal open={adding} onClose={() => setAdding(false)} title="New job">
        <JobFormPanel onSaved={() => setAdding(false)} />
      </Modal>
      <Modal
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={`Edit ${editing?.title ?? ''}`}
      >
        {editing ? (
          <JobFormPanel key={editing.id} job={editing} onSaved={() => setEditing(undefined)} />
        ) : null}
      </Modal>
      <ConfirmDialog
        open={closing !== undefined}
        title={closing ? `Close ${closing.title}?` : ''}
        action="Close job"
        busy={close.isPending}
        onConfirm={() => {
          if (closing) void confirmClose(closing);
        }}
        onClose={() => setClosing(undefined)}
      >
        The job leaves the job board at once, and its apply page stops taking applications. The applications
        it already has stay in Applications.
      </ConfirmDialog>
    </div>
  );
}
