import { zodResolver } from '@hookform/resolvers/zod';
import { GenerateInvoicesSchema, todayIsoDate, type GenerateInvoices, type z } from '@smartmove/contract';
import { useForm } from 'react-hook-form';
import { DateInput } from '../../../components/ui/form/date-input';
import { FormCard } from '../../../components/ui/form/form-layout';
import { fieldsOf } from '../../../components/ui/form/registered-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { plural } from '../../../lib/format';
import { useGenerateInvoicesMutation } from '../api/billing';

/** "Generate invoices": one draft per client, made or refreshed from approved hours up to "Period end". */
export function GenerateInvoicesForm() {
  const mutation = useGenerateInvoicesMutation();
  const form = useForm<z.input<typeof GenerateInvoicesSchema>, unknown, GenerateInvoices>({
    resolver: zodResolver(GenerateInvoicesSchema),
    defaultValues: { periodEnd: todayIsoDate() },
  });
  const registered = fieldsOf(form);
  const onSubmit = useMutationForm({
    form,
    submit: mutation.mutateAsync,
    success: (result) =>
      result.items.length === 0
        ? 'No approved hours to invoice up to that date'
        : `${plural(result.items.length, 'draft invoice')} made or refreshed`,
  });
  return (
    <FormCard
      title="Generate invoices"
      titleId="generate-invoices-title"
      busy={mutation.isPending}
      onSubmit={onSubmit}
    >
      <DateInput
        label="Period end"
        hint="Approved hours up to this day that no invoice bills yet become each client's draft."
        {...registered('periodEnd')}
      />
      <div className="form__actions">
        <SubmitButton submitting={mutation.isPending}>Generate invoices</SubmitButton>
      </div>
    </FormCard>
  );
}
