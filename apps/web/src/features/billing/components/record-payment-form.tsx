import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatMoney,
  minorUnitsToText,
  PaymentFormSchema,
  todayIsoDate,
  type Invoice,
  type RecordPayment,
  type z,
} from '@smartmove/contract';
import { useForm } from 'react-hook-form';
import { DateInput } from '../../../components/ui/form/date-input';
import { Form } from '../../../components/ui/form/form-layout';
import { fieldsOf } from '../../../components/ui/form/registered-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextInput } from '../../../components/ui/form/text-input';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { useRecordPaymentMutation } from '../api/billing';

/** "Record payment": what the client paid, when, and its reference; the balance by default. */
export function RecordPaymentForm({ invoice, onSaved }: { invoice: Invoice; onSaved: () => void }) {
  const mutation = useRecordPaymentMutation();
  const form = useForm<z.input<typeof PaymentFormSchema>, unknown, RecordPayment>({
    resolver: zodResolver(PaymentFormSchema),
    defaultValues: {
      id: invoice.id,
      amount: minorUnitsToText(invoice.balance),
      date: todayIsoDate(),
      reference: '',
    },
  });
  const registered = fieldsOf(form);
  const onSubmit = useMutationForm({
    form,
    submit: mutation.mutateAsync,
    success: (_invoice, values) => `Payment of ${formatMoney(values.amount, invoice.currency)} recorded`,
    onSuccess: onSaved,
  });
  return (
    <Form
      busy={mutation.isPending}
      onSubmit={onSubmit}
      aria-label={`Record payment of ${invoice.number ?? 'the invoice'}`}
    >
      <TextInput
        label={`Amount (${invoice.currency})`}
        inputMode="decimal"
        hint={`The balance is ${formatMoney(invoice.balance, invoice.currency)}.`}
        {...registered('amount')}
      />
      <DateInput label="Payment date" {...registered('date')} />
      <TextInput
        label="Reference"
        hint="The bank transfer's or cheque's reference."
        {...registered('reference')}
      />
      <div className="form__actions">
        <SubmitButton submitting={mutation.isPending}>Record payment</SubmitButton>
      </div>
    </Form>
  );
}
