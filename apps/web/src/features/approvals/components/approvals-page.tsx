import {
  addDays,
  getLeaveType,
  statusLabel,
  type ApprovalItem,
  type ApprovalKind,
  type ClaimApproval,
  type LeaveApproval,
  type Page,
  type TimeSheetApproval,
} from '@smartmove/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, actionsColumn, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { StatusBadge } from '../../../components/ui/status-badge';
import { FileViewer } from '../../../components/ui/file-viewer';
import { SmallButton } from '../../../components/ui/small-button';
import { useFileViewer } from '../../../hooks/use-file-viewer';
import { formatDate, formatDateRange, formatHours, formatMoney, plural } from '../../../lib/format';
import { notifySuccess } from '../../../lib/toast';
import {
  APPROVALS_PAGE_SIZE,
  fetchClaimReceipt,
  fetchLeaveCertificate,
  useApprovalsQuery,
  useDecideApprovalMutation,
  useMarkClaimPaidMutation,
} from '../api/approvals';
import { ClaimFacts } from './claim-receipt';
import { AlsoOut, LeaveBalance } from './leave-context';
import { RejectDialog } from './reject-dialog';
import { TimeSheetDays } from './time-sheet-days';
import { capitalise, describeApproval } from './describe-approval';
import '../../../styles/lists.css';
// A row's compact action buttons side by side, as on People.
import '../../../styles/people.css';

interface Rejecting {
  kind: ApprovalKind;
  id: string;
  label: string;
}

/** Each kind's section as a link names it (the Monday digest links /back-office/approvals#claims). */
const SECTION_ANCHORS = { 'time-sheet': 'time-sheets', leave: 'leave', claim: 'claims' } as const;

/**
 * /back-office/approvals: the time sheets, leave requests and claims waiting for the signed-in approver
 * (an admin: everyone's), oldest first, each with Approve and Reject; a claim's receipt and "Mark paid".
 * A link to one kind's section (#time-sheets, #leave, #claims) scrolls to it once the lists have loaded.
 */
export function ApprovalsPage() {
  const timeSheets = useApprovalsQuery('time-sheet');
  const leave = useApprovalsQuery('leave');
  const claims = useApprovalsQuery('claim');
  const decide = useDecideApprovalMutation();
  const markPaid = useMarkClaimPaidMutation();
  const [rejecting, setRejecting] = useState<Rejecting>();
  const [approvingAll, setApprovingAll] = useState(false);
  const viewer = useFileViewer();
  const { hash } = useLocation();
  const loaded = !timeSheets.isPending && !leave.isPending && !claims.isPending;
  useEffect(() => {
    const anchor = hash.slice(1);
    if (!loaded || !(Object.values(SECTION_ANCHORS) as string[]).includes(anchor)) return;
    const section = document.getElementById(anchor);
    if (!section) return;
    // Below the sticky header and the back office's navigation, whose height depends on how it wraps.
    const covered = document.querySelector('.portal-nav')?.getBoundingClientRect().bottom ?? 0;
    window.scrollTo({
      top: window.scrollY + section.getBoundingClientRect().top - covered - 16,
      behavior: 'instant',
    });
  }, [loaded, hash]);
  const downloading = viewer.opening;
  const busy = decide.isPending || markPaid.isPending;

  const approveAction = useMutationAction({
    action: ({ kind, ids }: { kind: ApprovalKind; ids: string[]; label: string }) =>
      decide.mutateAsync({ kind, ids, decision: 'approve' }),
    success: (_done, { label }) => `${capitalise(label)} approved`,
  });
  const approve = (kind: ApprovalKind, ids: string[], label: string) => approveAction({ kind, ids, label });
  const reject = async (reason: string) => {
    if (!rejecting) return;
    await decide.mutateAsync({ kind: rejecting.kind, ids: [rejecting.id], decision: 'reject', reason });
    notifySuccess(`${capitalise(rejecting.label)} rejected`);
    setRejecting(undefined);
  };
  const pay = useMutationAction({
    action: (claim: ClaimApproval) => markPaid.mutateAsync(claim.id),
    success: (_paid, claim) => `${capitalise(describeApproval(claim))} marked paid`,
  });
  // The receipt opens in the viewer beside the claim's facts: what the approver decides on, side by side.
  const viewReceipt = (claim: ClaimApproval) =>
    viewer.view(claim.id, {
      title: `Receipt: ${claim.receiptName}`,
      name: claim.receiptName,
      fetchFile: () => fetchClaimReceipt(claim.id),
    });
  const viewCertificate = (item: LeaveApproval) =>
    viewer.view(item.id, {
      title: `Certificate: ${item.certificateName ?? 'certificate'}`,
      name: item.certificateName ?? 'certificate',
      fetchFile: () => fetchLeaveCertificate(item.id),
    });
  const viewedClaim = claims.data?.items.find(
    (item): item is ClaimApproval => item.kind === 'claim' && item.id === viewer.file?.id,
  );

  /** A row's own Approve and Reject: visible "Approve" / "Reject", named after the item for screen readers. */
  const decisionButtons = (item: ApprovalItem) => {
    const label = describeApproval(item);
    return (
      <>
        <button
          type="button"
          className="button button--primary button--small"
          aria-label={`Approve ${label}`}
          disabled={busy}
          onClick={() => void approve(item.kind, [item.id], label)}
        >
          Approve
        </button>
        <SmallButton
          aria-label={`Reject ${label}`}
          disabled={busy}
          onClick={() => setRejecting({ kind: item.kind, id: item.id, label })}
        >
          Reject
        </SmallButton>
      </>
    );
  };

  const sentColumn = <Row extends { submittedAt: string }>(): DataTableColumn<Row> => ({
    label: 'Sent',
    cell: (item) => formatDate(item.submittedAt),
  });

  const timeSheetColumns: DataTableColumn<TimeSheetApproval>[] = [
    { label: 'Person', cell: (sheet) => sheet.personName },
    { label: 'Week', cell: (sheet) => formatDateRange(sheet.weekStart, addDays(sheet.weekStart, 6)) },
    {
      label: 'Total',
      className: 'data-table__number',
      headerClassName: 'data-table__number',
      cell: (sheet) => formatHours(sheet.totalHours),
    },
    { label: 'Hours per day', cell: (sheet) => <TimeSheetDays sheet={sheet} /> },
    sentColumn(),
    actionsColumn(decisionButtons),
  ];

  const leaveColumns: DataTableColumn<LeaveApproval>[] = [
    { label: 'Person', cell: (item) => item.personName },
    { label: 'Dates', cell: (item) => formatDateRange(item.fromDate, item.toDate) },
    { label: 'Type', cell: (item) => getLeaveType(item.leaveType)?.label ?? item.leaveType },
    { label: 'Days', cell: (item) => plural(item.days, 'day') },
    { label: 'Reason', className: 'data-table__wrap', cell: (item) => item.reason },
    { label: 'Balance', cell: (item) => <LeaveBalance item={item} /> },
    { label: 'Also out', cell: (item) => <AlsoOut item={item} /> },
    sentColumn(),
    actionsColumn((item) => (
      <>
        {item.certificateName ? (
          <SmallButton
            aria-label={`View certificate, ${describeApproval(item)}`}
            disabled={downloading === item.id}
            onClick={() => void viewCertificate(item)}
          >
            View certificate
          </SmallButton>
        ) : null}
        {decisionButtons(item)}
      </>
    )),
  ];

  const claimColumns: DataTableColumn<ClaimApproval>[] = [
    { label: 'Person', cell: (claim) => claim.personName },
    { label: 'Date', cell: (claim) => formatDate(claim.expenseDate) },
    { label: 'Category', cell: (claim) => claim.category },
    {
      label: 'Amount',
      className: 'data-table__number',
      headerClassName: 'data-table__number',
      cell: (claim) => formatMoney(claim.amount, claim.currency),
    },
    { label: 'Description', className: 'data-table__wrap', cell: (claim) => claim.description },
    {
      label: 'Status',
      cell: (claim) => (
        <>
          <StatusBadge status={claim.status} label={statusLabel(claim.status)} />
          {claim.decision ? (
            <span className="data-table__sub">
              by {claim.decision.by}, {formatDate(claim.decision.at)}
            </span>
          ) : null}
        </>
      ),
    },
    actionsColumn((claim) => {
      const label = describeApproval(claim);
      return (
        <>
          {claim.hasReceipt ? (
            <SmallButton
              aria-label={`View receipt, ${label}`}
              disabled={downloading === claim.id}
              onClick={() => void viewReceipt(claim)}
            >
              View receipt
            </SmallButton>
          ) : null}
          {claim.status === 'approved' ? (
            <button
              type="button"
              className="button button--primary button--small"
              aria-label={`Mark paid, ${label}`}
              disabled={busy}
              onClick={() => void pay(claim)}
            >
              Mark paid
            </button>
          ) : (
            decisionButtons(claim)
          )}
        </>
      );
    }),
  ];

  const sheetIds = timeSheets.data?.items.map((sheet) => sheet.id) ?? [];

  return (
    <div className="container portal-section">
      <ApprovalSection
        anchor={SECTION_ANCHORS['time-sheet']}
        title="Time sheets"
        query={timeSheets}
        loadingLabel="Loading time sheets…"
        emptyTitle="No time sheets waiting"
        actions={
          sheetIds.length > 0 ? (
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => setApprovingAll(true)}
            >
              Approve all
            </button>
          ) : null
        }
      >
        {(items) => (
          <DataTable
            caption="Time sheets waiting for approval, oldest first"
            columns={timeSheetColumns}
            rows={items.filter((item): item is TimeSheetApproval => item.kind === 'time-sheet')}
            rowKey={(sheet) => sheet.id}
          />
        )}
      </ApprovalSection>

      <ApprovalSection
        anchor={SECTION_ANCHORS.leave}
        title="Leave"
        query={leave}
        loadingLabel="Loading leave…"
        emptyTitle="No leave waiting"
      >
        {(items) => (
          <DataTable
            caption="Leave requests waiting for approval, oldest first"
            columns={leaveColumns}
            rows={items.filter((item): item is LeaveApproval => item.kind === 'leave')}
            rowKey={(item) => item.id}
          />
        )}
      </ApprovalSection>

      <ApprovalSection
        anchor={SECTION_ANCHORS.claim}
        title="Claims"
        query={claims}
        loadingLabel="Loading claims…"
        emptyTitle="No claims waiting"
      >
        {(items) => (
          <DataTable
            caption="Claims waiting for approval or payment, oldest first"
            columns={claimColumns}
            rows={items.filter((item): item is ClaimApproval => item.kind === 'claim')}
            rowKey={(claim) => claim.id}
          />
        )}
      </ApprovalSection>

      <FileViewer viewer={viewer} aside={viewedClaim ? <ClaimFacts claim={viewedClaim} /> : undefined} />
      <RejectDialog
        open={rejecting !== undefined}
        title={rejecting ? `Reject ${rejecting.label}?` : ''}
        busy={decide.isPending}
        onReject={reject}
        onClose={() => setRejecting(undefined)}
      />
      <ConfirmDialog
        open={approvingAll}
        title={`Approve all ${plural(sheetIds.length, 'time sheet')}?`}
        action="Approve all"
        busy={decide.isPending}
        onConfirm={() => {
          void approve('time-sheet', sheetIds, plural(sheetIds.length, 'time sheet')).then(() =>
            setApprovingAll(false),
          );
        }}
        onClose={() => setApprovingAll(false)}
      >
        Every time sheet listed here is approved and locked for its author.
      </ConfirmDialog>
    </div>
  );
}

/** One kind's section: its heading, loading and failed states, an empty state, and the table. */
function ApprovalSection({
  anchor,
  title,
  query,
  loadingLabel,
  emptyTitle,
  actions,
  children,
}: {
  anchor: string;
  title: string;
  query: UseQueryResult<Page<ApprovalItem>>;
  loadingLabel: string;
  emptyTitle: string;
  actions?: ReactNode;
  children: (items: ApprovalItem[]) => ReactNode;
}) {
  const titleId = useId();
  const data = query.data;
  return (
    <section id={anchor} aria-labelledby={titleId} className="portal-section__block">
      <div className="portal-section__header">
        <h2 id={titleId}>{title}</h2>
        {actions}
      </div>
      {query.isPending ? (
        <LoadingState label={loadingLabel} />
      ) : query.isError ? (
        <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState title={emptyTitle}>Nothing is waiting for your decision.</EmptyState>
      ) : (
        <>
          {children(data.items)}
          {data.total > data.items.length ? (
            <p className="data-table__note">
              The {APPROVALS_PAGE_SIZE} oldest of {data.total} are shown; the next ones follow as you decide.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
