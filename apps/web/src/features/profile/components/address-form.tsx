import { zodResolver } from '@hookform/resolvers/zod';
import { ADDRESS_COUNTRIES, AddressSchema, type Address } from '@smartmove/contract';
import { useForm } from 'react-hook-form';
import type { z } from '@smartmove/contract';
import { FormCard } from '../../../components/ui/form/form-layout';
import { Select } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextInput } from '../../../components/ui/form/text-input';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { useUpdateAddressMutation } from '../api/profile';
import { fieldsOf } from '../../../components/ui/form/registered-field';

type AddressFormValues = z.input<typeof AddressSchema>;
const COUNTRY_OPTIONS = ADDRESS_COUNTRIES.map((country) => ({ value: country, label: country }));

/** The postal address payroll and insurance use. */
export function AddressForm({
  saved,
}: {
  saved: { street: string; city: string; state: string; zipCode: string; country: string } | null;
}) {
  const mutation = useUpdateAddressMutation();
  const form = useForm<AddressFormValues, unknown, Address>({
    resolver: zodResolver(AddressSchema),
    defaultValues: (saved ?? { street: '', city: '', state: '', zipCode: '' }) as AddressFormValues,
  });
  const registered = fieldsOf(form);

  const onSubmit = useMutationForm({
    form,
    submit: mutation.mutateAsync,
    success: () => 'Address saved',
    resetTo: (updated) => updated as AddressFormValues,
  });

  return (
    <FormCard title="Address" titleId="address-form-title" busy={mutation.isPending} onSubmit={onSubmit}>
      <TextInput label="Street address" autoComplete="street-address" {...registered('street')} />
      <div className="form__grid form__grid--two">
        <TextInput label="City" autoComplete="address-level2" {...registered('city')} />
        <TextInput label="State" autoComplete="address-level1" {...registered('state')} />
        <TextInput label="ZIP or postal code" autoComplete="postal-code" {...registered('zipCode')} />
        <Select
          label="Country"
          placeholder="Select country"
          options={COUNTRY_OPTIONS}
          {...registered('country')}
        />
      </div>
      <div className="form__actions">
        <SubmitButton submitting={mutation.isPending}>Save address</SubmitButton>
      </div>
    </FormCard>
  );
}
