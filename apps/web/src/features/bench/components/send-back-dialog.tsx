import { zodResolver } from '@hookform/resolvers/zod';
import { BENCH_SEND_BACK_REASON_MAX, SendBackReasonSchema, type SendBackReason } from '@smartmove/contract';
import { useForm, useWatch } from 'react-hook-form';
import { Form } from '../../../components/ui/form/form-layout';
import { Textarea } from '../../../components/ui/form/textarea';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { Modal } from '../../../components/ui/modal';

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
    <Modal open={name !== undefined} onClose={onClose} title={name ? `Send back ${name}?` : ''}>
      {name ? <SendBackForm key={name} busy={busy} onSendBack={onSendBack} onCancel={onClose} /> : null}
    </Modal>
  );
}

function SendBackForm({
  busy,
  onSendBack,
  onCancel,
}: {
  busy: boolean;
  onSendBack: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<SendBackReason>({
    resolver: zodResolver(SendBackReasonSchema),
    defaultValues: { reason: '' },
  });
  const { register, formState, control } = form;
  const reason = useWatch({ control, name: 'reason' });
  const submit = useMutationForm({ form, submit: (values) => onSendBack(values.reason) });
  return (
    <Form busy={busy} onSubmit={(event) => void submit(event)}>
      <p>The partner reads the reason on their bench list, fixes the candidate and sends it again.</p>
      <Textarea
        label="Reason"
        rows={3}
        maxLength={BENCH_SEND_BACK_REASON_MAX}
        count={reason.length}
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary">
          Send back
        </button>
      </div>
    </Form>
  );
}
