import { getLeaveType, type Leave } from '@smartmove/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { Pagination } from '../../../components/ui/pagination';
import { DecisionStatus } from '../../../components/ui/decision-status';
import { FileViewer } from '../../../components/ui/file-viewer';
import { SmallButton } from '../../../components/ui/small-button';
import { useFileViewer } from '../../../hooks/use-file-viewer';
import { formatDateRange, plural } from '../../../lib/format';
import { fetchLeaveCertificate, useCancelLeaveMutation } from '../api/cancel-leave';
import { LEAVES_PAGE_SIZE } from '../api/get-leaves';
// A row's compact action buttons side by side, as on People.
import '../../../styles/people.css';

/**
 * The caller's leave requests, latest dates first; a pending one can be cancelled (after a confirmation)
 * and a certificate opened. The page's query (which also brings the balance) is the leave page's, which
 * shows its loading and failed states.
 */
export function LeaveList({ leaves, total, page }: { leaves: Leave[]; total: number; page: number }) {
  const cancel = useCancelLeaveMutation();
  const [cancelling, setCancelling] = useState<Leave>();
  const viewer = useFileViewer();

  const confirmCancel = useMutationAction({
    action: (leave: Leave) => cancel.mutateAsync(leave.id),
    success: (_cancelled, leave) =>
      `Leave request for ${formatDateRange(leave.fromDate, leave.toDate)} cancelled`,
    onSettled: () => setCancelling(undefined),
  });
  const viewCertificate = (leave: Leave) => {
    const name = leave.certificateName ?? 'certificate';
    return viewer.view(leave.id, {
      title: `Certificate: ${name}`,
      name,
      fetchFile: () => fetchLeaveCertificate(leave.id),
    });
  };

  const columns: ReadonlyArray<DataTableColumn<Leave>> = [
    { label: 'Dates', cell: (leave) => formatDateRange(leave.fromDate, leave.toDate) },
    { label: 'Type', cell: (leave) => getLeaveType(leave.leaveType)?.label ?? leave.leaveType },
    { label: 'Days', cell: (leave) => plural(leave.days, 'day') },
    { label: 'Reason', className: 'data-table__wrap', cell: (leave) => leave.reason },
    {
      label: 'Status',
      className: 'data-table__wrap',
      cell: (leave) => (
        <DecisionStatus
          status={leave.status}
          decision={leave.decision}
          since={leave.status === 'pending' ? leave.createdAt : undefined}
        />
      ),
    },
    {
      label: 'Actions',
      header: <span className="visually-hidden">Actions</span>,
      cell: (leave) => {
        const dates = formatDateRange(leave.fromDate, leave.toDate);
        return (
          <div className="data-table__actions">
            {leave.certificateName ? (
              <SmallButton
                aria-label={`View certificate, leave of ${dates}`}
                disabled={viewer.opening === leave.id}
                onClick={() => void viewCertificate(leave)}
              >
                View certificate
              </SmallButton>
            ) : null}
            {leave.status === 'pending' ? (
              <SmallButton
                aria-label={`Cancel request, leave of ${dates}`}
                disabled={cancel.isPending}
                onClick={() => setCancelling(leave)}
              >
                Cancel request
              </SmallButton>
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <section className="portal-section__block" aria-labelledby="leave-list-title">
      <h2 id="leave-list-title">Your leave requests</h2>
      {leaves.length === 0 ? (
        <EmptyState title="No leave requested yet">Your requests and their status will show here.</EmptyState>
      ) : (
        <>
          <DataTable
            caption="Your leave requests"
            columns={columns}
            rows={leaves}
            rowKey={(leave) => leave.id}
          />
          <Pagination page={page} pageSize={LEAVES_PAGE_SIZE} total={total} label="Leave request pages" />
        </>
      )}
      <FileViewer viewer={viewer} />
      <ConfirmDialog
        open={cancelling !== undefined}
        title="Cancel this leave request?"
        action="Cancel request"
        busy={cancel.isPending}
        onConfirm={() => {
          if (cancelling) void confirmCancel(cancelling);
        }}
        onClose={() => setCancelling(undefined)}
      >
        {cancelling
          ? `Your request for ${formatDateRange(cancelling.fromDate, cancelling.toDate)} leaves your approver's queue and no longer counts against your balance.`
          : ''}
      </ConfirmDialog>
    </section>
  );
}
