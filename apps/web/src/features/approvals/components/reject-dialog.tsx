import { zodResolver } from '@hookform/resolvers/zod';
import { REJECTION_REASON_MAX, RejectionReasonSchema, type RejectionReason } from '@smartmove/contract';
import { useForm, useWatch } from 'react-hook-form';
import { Form } from '../../../components/ui/form/form-layout';
import { Textarea } from '../../../components/ui/form/textarea';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { Modal } from '../../../components/ui/modal';

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
    <Modal open={open} onClose={onClose} title={title}>
      <RejectForm busy={busy} onReject={onReject} onCancel={onClose} />
    </Modal>
  );
}

function RejectForm({
  busy,
  onReject,
  onCancel,
}: {
  busy: boolean;
  onReject: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<RejectionReason>({
    resolver: zodResolver(RejectionReasonSchema),
    defaultValues: { reason: '' },
  });
  const { register, formState, control } = form;
  const reason = useWatch({ control, name: 'reason' });
  const submit = useMutationForm({ form, submit: (values) => onReject(values.reason) });
  return (
    <Form busy={busy} onSubmit={(event) => void submit(event)}>
      <p>The author reads the reason in the portal and by e-mail.</p>
      <Textarea
        label="Reason"
        rows={3}
        maxLength={REJECTION_REASON_MAX}
        count={reason.length}
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary">
          Reject
        </button>
      </div>
    </Form>
  );
}
