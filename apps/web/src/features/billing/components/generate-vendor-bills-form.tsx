import { zodResolver } from '@hookform/resolvers/zod';
import {
  GenerateVendorBillsSchema,
  todayIsoDate,
  type GenerateVendorBills,
  type z,
} from '@smartmove/contract';
import { useForm } from 'react-hook-form';
import { DateInput } from '../../../components/ui/form/date-input';
import { FormCard } from '../../../components/ui/form/form-layout';
import { fieldsOf } from '../../../components/ui/form/registered-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { plural } from '../../../lib/format';
import { useGenerateVendorBillsMutation } from '../api/pay';

/** "Generate vendor bills": one draft per partner, made or refreshed from approved C2C hours up to "Period end". */
export function GenerateVendorBillsForm() {
  const mutation = useGenerateVendorBillsMutation();
  const form = useForm<z.input<typeof GenerateVendorBillsSchema>, unknown, GenerateVendorBills>({
    resolver: zodResolver(GenerateVendorBillsSchema),
    defaultValues: { periodEnd: todayIsoDate() },
  });
  const registered = fieldsOf(form);
  const onSubmit = useMutationForm({
    form,
    submit: mutation.mutateAsync,
    success: (result) =>
      result.items.length === 0
        ? 'No approved C2C hours to bill up to that date'
        : `${plural(result.items.length, 'draft vendor bill')} made or refreshed`,
  });
  return (
    <FormCard
      title="Generate vendor bills"
      titleId="generate-vendor-bills-title"
      busy={mutation.isPending}
      onSubmit={onSubmit}
    >
      <DateInput
        label="Period end"
        hint="Approved hours of C2C placements up to this day that no vendor bill pays yet, at the pay rates."
        {...registered('periodEnd')}
      />
      <div className="form__actions">
        <SubmitButton submitting={mutation.isPending}>Generate vendor bills</SubmitButton>
      </div>
    </FormCard>
  );
}
