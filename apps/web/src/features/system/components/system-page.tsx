import type { FailedMail, ScheduledJob } from '@smartmove/contract';
import { useId } from 'react';
import { DataTable, actionsColumn, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { FactList } from '../../../components/ui/fact-list';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { SmallButton } from '../../../components/ui/small-button';
import { formatDate } from '../../../lib/format';
import { useRetryMailMutation, useSystemStatusQuery } from '../api/system';
import '../../../styles/lists.css';
import '../../../styles/system.css';

/** "Nov 27, 2026, 1:45 AM". */
const describeTime = (value: string) => formatDate(value, { hour: 'numeric', minute: '2-digit' });

/**
 * /back-office/system (admin, docs/product.md#running-it): how many e-mails wait, the failed deliveries each
 * with "Retry" (back to waiting, sent by the next run of the mail worker), and each scheduled job with when
 * it runs and its last and next run, in words and office time ("Friday 4 Dec, 3:00 PM Seattle; next Friday
 * 11 Dec").
 */
export function SystemPage() {
  const query = useSystemStatusQuery();
  const retry = useRetryMailMutation();
  const mailTitleId = useId();
  const failedTitleId = useId();
  const jobsTitleId = useId();
  const retryMail = useMutationAction({
    action: (mail: FailedMail) => retry.mutateAsync(mail.id),
    success: (_result, mail) => `The e-mail to ${mail.recipient} is waiting to be sent again`,
  });

  if (query.isPending) return <LoadingState label="Loading the system's state…" />;
  if (query.isError) {
    return <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  const status = query.data;

  const failedColumns: ReadonlyArray<DataTableColumn<FailedMail>> = [
    { label: 'Recipient', className: 'data-table__wrap', cell: (mail) => mail.recipient },
    { label: 'Subject', className: 'data-table__wrap', cell: (mail) => mail.subject },
    { label: 'Attempts', className: 'data-table__number', cell: (mail) => mail.attempts },
    {
      label: 'Last error',
      className: 'data-table__wrap',
      cell: (mail) => <span className="system-error">{mail.lastError || '—'}</span>,
    },
    { label: 'When', cell: (mail) => describeTime(mail.failedAt) },
    actionsColumn((mail) => (
      <SmallButton
        aria-label={`Retry the e-mail to ${mail.recipient}: ${mail.subject}`}
        disabled={retry.isPending}
        onClick={() => void retryMail(mail)}
      >
        Retry
      </SmallButton>
    )),
  ];

  const jobColumns: ReadonlyArray<DataTableColumn<ScheduledJob>> = [
    { label: 'Job', className: 'data-table__wrap', cell: (job) => job.label },
    { label: 'Schedule', className: 'data-table__wrap', cell: (job) => job.schedule },
    { label: 'Last and next run', className: 'data-table__wrap', cell: (job) => job.runs },
    { label: 'E-mails queued', className: 'data-table__number', cell: (job) => job.mails ?? '—' },
  ];

  return (
    <div className="container portal-section system-page">
      <section aria-labelledby={mailTitleId}>
        <h2 id={mailTitleId}>E-mail</h2>
        <FactList
          className="system-facts"
          facts={[
            ['E-mail waiting', status.mailWaiting],
            ['Failed deliveries', status.mailFailed],
          ]}
        />
      </section>
      <section aria-labelledby={failedTitleId}>
        <h2 id={failedTitleId}>Failed deliveries</h2>
        {status.failedMail.length === 0 ? (
          <EmptyState title="No failed deliveries">Every e-mail was sent or is still being tried.</EmptyState>
        ) : (
          <DataTable
            caption="E-mails given up after their last attempt, the latest first"
            columns={failedColumns}
            rows={status.failedMail}
            rowKey={(mail) => mail.id}
          />
        )}
      </section>
      <section aria-labelledby={jobsTitleId}>
        <h2 id={jobsTitleId}>Scheduled jobs</h2>
        <DataTable
          caption="Each scheduled job, when it runs, and its last and next run in office time"
          columns={jobColumns}
          rows={status.scheduledJobs}
          rowKey={(job) => job.job}
        />
      </section>
    </div>
  );
}
