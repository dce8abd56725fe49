import { BENCH_SEND_BACK_REASON_MAX, SendBackReasonSchema } from '@smartmove/contract';
import { ReasonDialog } from '../../../components/ui/reason-dialog';

/**
 * "Send back" asks for the reason first: an ARIA dialog with a required "Reason", which the partner reads
 * on their bench list, and a confirming "Send back" button.
 */
export function SendBackDialog({
  name,
  busy,
  onSendBack,
  onClose,
}: {
  /** The candidate sent back; the dialog is open while it is set. */
  name: string | undefined;
  busy: boolean;
  /** Sends it back with the reason; throws the server's refusal, which the form shows. */
  onSendBack: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <ReasonDialog
      title={name !== undefined ? `Send back ${name}?` : undefined}
      explanation="The partner reads the reason on their bench list, fixes the candidate and sends it again."
      confirmLabel="Send back"
      schema={SendBackReasonSchema}
      maxLength={BENCH_SEND_BACK_REASON_MAX}
      busy={busy}
      onConfirm={onSendBack}
      onClose={onClose}
    />
  );
}
