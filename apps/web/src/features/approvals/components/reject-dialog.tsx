import { REJECTION_REASON_MAX, RejectionReasonSchema } from '@smartmove/contract';
import { ReasonDialog } from '../../../components/ui/reason-dialog';

/**
 * Reject asks first (docs/product.md#back-office): an ARIA dialog with a required "Reason", which the
 * author reads, and a confirming "Reject" button.
 */
export function RejectDialog({
  open,
  title,
  busy,
  onReject,
  onClose,
}: {
  open: boolean;
  /** Names what is rejected: "Reject time sheet of Dana Employee, week of Nov 16, 2026?". */
  title: string;
  busy: boolean;
  /** Rejects with the reason; throws the server's refusal, which the form shows. */
  onReject: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <ReasonDialog
      title={open ? title : undefined}
      explanation="The author reads the reason in the portal and by e-mail."
      confirmLabel="Reject"
      schema={RejectionReasonSchema}
      maxLength={REJECTION_REASON_MAX}
      busy={busy}
      onConfirm={onReject}
      onClose={onClose}
    />
  );
}
