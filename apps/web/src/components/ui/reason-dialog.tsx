import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from '@smartmove/contract';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Form } from './form/form-layout';
import { Textarea } from './form/textarea';
import { useMutationForm } from './form/use-mutation-form';
import { Modal } from './modal';
import { fieldsOf } from './form/registered-field';

interface ReasonValues {
  reason: string;
}

/** The reason's schema (the contract's, so the dialog refuses what the server refuses). */
export type ReasonSchema = z.ZodType<ReasonValues, ReasonValues>;

export interface ReasonDialogProps {
  /** Open while set: "Reject time sheet of Dana Employee, week of Nov 16, 2026?". */
  title: string | undefined;
  /** Who reads the reason, and where. */
  explanation: ReactNode;
  /** The confirming button, repeating the action's name: "Reject", "Send back". */
  confirmLabel: string;
  schema: ReasonSchema;
  maxLength: number;
  busy: boolean;
  /** Acts with the reason; throws the server's refusal, which the form shows. */
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}

/**
 * A final action that asks for its reason first (docs/product.md#back-office): an ARIA dialog with a required
 * "Reason" and a confirming button named after the action.
 */
export function ReasonDialog({ title, onClose, ...form }: ReasonDialogProps) {
  return (
    <Modal open={title !== undefined} onClose={onClose} title={title ?? ''}>
      {title !== undefined ? <ReasonForm key={title} {...form} onCancel={onClose} /> : null}
    </Modal>
  );
}

function ReasonForm({
  explanation,
  confirmLabel,
  schema,
  maxLength,
  busy,
  onConfirm,
  onCancel,
}: Omit<ReasonDialogProps, 'title' | 'onClose'> & { onCancel: () => void }) {
  const form = useForm<ReasonValues>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const { control } = form;
  const registered = fieldsOf(form);
  const reason = useWatch({ control, name: 'reason' });
  const submit = useMutationForm({ form, submit: (values) => onConfirm(values.reason) });
  return (
    <Form busy={busy} onSubmit={(event) => void submit(event)}>
      <p>{explanation}</p>
      <Textarea
        label="Reason"
        rows={3}
        maxLength={maxLength}
        count={reason.length}
        {...registered('reason')}
      />
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary">
          {confirmLabel}
        </button>
      </div>
    </Form>
  );
}
