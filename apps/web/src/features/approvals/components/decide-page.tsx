import {
  addDays,
  EMAIL_DECISION_MESSAGES,
  getLeaveType,
  type ApprovalItem,
  type EmailDecision,
} from '@smartmove/contract';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LeadPage } from '../../../components/layout/lead-page';
import { FactList } from '../../../components/ui/fact-list';
import { FileViewer } from '../../../components/ui/file-viewer';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { paths } from '../../../config/paths';
import { useFileViewer } from '../../../hooks/use-file-viewer';
import { formatDate, formatDateRange, formatHours, formatMoney, plural } from '../../../lib/format';
import { ClaimFacts } from './claim-receipt';
import { AlsoOut, LeaveBalance } from './leave-context';
import { RejectDialog } from './reject-dialog';
import { TimeSheetDays } from './time-sheet-days';
import { capitalise, describeApproval } from './describe-approval';
import {
  fetchEmailDecisionFile,
  isUnusableLink,
  useDecideFromEmail,
  useEmailDecision,
} from '../api/decide-from-email';
// The back office's table styles: the hours per day and the balance's lines read as they do there.
import '../../../styles/lists.css';
import '../../../styles/decide.css';

function Frame({ children }: { children: ReactNode }) {
  return (
    <LeadPage>
      <section className="form-card decide-page">{children}</section>
    </LeadPage>
  );
}

/**
 * A used, void, expired or unknown link: it says so and leads to the back office. `focus`: the page turned into
 * this one under the approver's click (the link was used meanwhile), so focus moves to its heading.
 */
function Unusable({ focus }: { focus: boolean }) {
  return (
    <Frame>
      <h1 ref={(heading) => (focus ? heading?.focus() : undefined)} tabIndex={-1}>
        Approval link
      </h1>
      <p role="status">{EMAIL_DECISION_MESSAGES.unusable}</p>
      <p>What waits for your decision is in the back office.</p>
      <Link className="button button--primary" to={paths.approvals()}>
        Go to Approvals
      </Link>
    </Frame>
  );
}

/** The item's facts as the back office lists them. */
function ItemFacts({ item }: { item: ApprovalItem }) {
  switch (item.kind) {
    case 'time-sheet':
      return (
        <>
          <FactList
            className="decide-page__facts"
            facts={[
              ['Person', item.personName],
              ['Week', formatDateRange(item.weekStart, addDays(item.weekStart, 6))],
              ['Total', formatHours(item.totalHours)],
              ['Sent', formatDate(item.submittedAt)],
            ]}
          />
          <h2 className="decide-page__subheading">Hours per day</h2>
          <TimeSheetDays sheet={item} />
        </>
      );
    case 'leave':
      return (
        <FactList
          className="decide-page__facts"
          facts={[
            ['Person', item.personName],
            ['Dates', formatDateRange(item.fromDate, item.toDate)],
            ['Type', getLeaveType(item.leaveType)?.label ?? item.leaveType],
            ['Days', plural(item.days, 'day')],
            ['Reason', item.reason],
            ['Balance', <LeaveBalance key="balance" item={item} />],
            ['Also out', <AlsoOut key="also-out" item={item} />],
            ['Sent', formatDate(item.submittedAt)],
          ]}
        />
      );
    case 'claim':
      return (
        <FactList
          className="decide-page__facts"
          facts={[
            ['Person', item.personName],
            ['Date', formatDate(item.expenseDate)],
            ['Category', item.category],
            ['Amount', formatMoney(item.amount, item.currency)],
            ['Description', item.description],
            ['Sent', formatDate(item.submittedAt)],
          ]}
        />
      );
  }
}

/** The file an item carries, as the back office offers it: a claim's receipt, a sick-leave certificate. */
function attachmentOf(item: ApprovalItem): { label: 'Receipt' | 'Certificate'; name: string } | undefined {
  if (item.kind === 'claim' && item.hasReceipt) return { label: 'Receipt', name: item.receiptName };
  if (item.kind === 'leave' && item.certificateName)
    return { label: 'Certificate', name: item.certificateName };
  return undefined;
}

/**
 * /decide/{token}: an approval alert's link (docs/product.md#approve-from-the-e-mail). Without signing in,
 * the approver sees the item as the back office shows it and approves or rejects it (a rejection asks for a
 * "Reason"); opening the page changes nothing. A used, void or expired link says "This link can no longer be
 * used.".
 */
export function DecidePage({ token }: { token: string }) {
  const shown = useEmailDecision(token);
  const decide = useDecideFromEmail(token);
  const [rejecting, setRejecting] = useState(false);
  const viewer = useFileViewer();

  if (shown.isPending) {
    return (
      <Frame>
        <h1>For your approval</h1>
        <div className="page-loader" role="status">
          <span className="spinner" aria-hidden="true" />
          Loading…
        </div>
      </Frame>
    );
  }
  if (isUnusableLink(decide.error)) return <Unusable focus />;
  if (shown.isError && isUnusableLink(shown.error)) return <Unusable focus={false} />;
  if (shown.isError) {
    return (
      <Frame>
        <h1>For your approval</h1>
        <p role="alert">{failureMessage(shown.error)}</p>
        <button type="button" className="button button--secondary" onClick={() => void shown.refetch()}>
          Try again
        </button>
      </Frame>
    );
  }

  const { item, approverName }: EmailDecision = shown.data;
  const label = describeApproval(item);

  if (decide.isSuccess) {
    const approved = decide.data.status === 'approved';
    return (
      <Frame>
        {/* Focus moves here as the buttons go away with the page they were on. */}
        <h1 ref={(heading) => heading?.focus()} tabIndex={-1}>
          {approved ? 'Approved' : 'Rejected'}
        </h1>
        <p role="status">
          {capitalise(label)} is {approved ? 'approved' : 'rejected'}. {item.personName} is told by e-mail.
        </p>
        <Link className="button button--secondary" to={paths.approvals()}>
          Go to Approvals
        </Link>
      </Frame>
    );
  }

  const reject = async (reason: string) => {
    try {
      await decide.mutateAsync({ decision: 'reject', reason });
      setRejecting(false);
    } catch (error) {
      // A link used meanwhile: the page says so instead of the dialog.
      if (isUnusableLink(error)) setRejecting(false);
      else throw error;
    }
  };

  const attachment = attachmentOf(item);
  return (
    <Frame>
      <h1>For your approval</h1>
      <p>
        Hello {approverName.split(/\s+/)[0]}, {item.personName} is waiting for your decision on this{' '}
        {item.kind === 'time-sheet' ? 'time sheet' : item.kind === 'leave' ? 'leave request' : 'claim'}.
      </p>
      <ItemFacts item={item} />
      {attachment ? (
        <p>
          <button
            type="button"
            className="button button--secondary"
            disabled={viewer.opening === item.id}
            onClick={() =>
              void viewer.view(item.id, {
                title: `${attachment.label}: ${attachment.name}`,
                name: attachment.name,
                fetchFile: () => fetchEmailDecisionFile(token),
              })
            }
          >
            View {attachment.label.toLowerCase()}
          </button>
        </p>
      ) : null}
      {decide.isError && !rejecting ? (
        <p className="form__error" role="alert">
          {failureMessage(decide.error)}
        </p>
      ) : null}
      <div className="decide-page__actions">
        <button
          type="button"
          className="button button--primary"
          aria-label={`Approve ${label}`}
          disabled={decide.isPending}
          onClick={() => decide.mutate({ decision: 'approve' })}
        >
          Approve
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Reject ${label}`}
          disabled={decide.isPending}
          onClick={() => setRejecting(true)}
        >
          Reject
        </button>
      </div>
      <p className="decide-page__note">
        This link works once. Everything waiting for you is also in the{' '}
        <Link to={paths.approvals()}>back office</Link>.
      </p>
      <FileViewer viewer={viewer} aside={item.kind === 'claim' ? <ClaimFacts claim={item} /> : undefined} />
      <RejectDialog
        open={rejecting}
        title={`Reject ${label}?`}
        busy={decide.isPending}
        onReject={reject}
        onClose={() => setRejecting(false)}
      />
    </Frame>
  );
}
