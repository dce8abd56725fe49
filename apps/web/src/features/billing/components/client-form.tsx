import { zodResolver } from '@hookform/resolvers/zod';
import {
  BILLING_CURRENCIES,
  ClientFormSchema,
  DEFAULT_PAYMENT_TERMS_DAYS,
  DEFAULT_SAC,
  EditClientFormSchema,
  INVOICE_PERIOD_LABELS,
  INVOICE_PERIODS,
  OFFICES,
  type AddClient,
  type Client,
  type UpdateClient,
  type z,
} from '@smartmove/contract';
import { useForm } from 'react-hook-form';
import { Form, FormCard } from '../../../components/ui/form/form-layout';
import { fieldsOf, type RegisteredField } from '../../../components/ui/form/registered-field';
import { Select } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextInput } from '../../../components/ui/form/text-input';
import { Textarea } from '../../../components/ui/form/textarea';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { useAddClientMutation, useUpdateClientMutation } from '../api/billing';

type ClientFields = z.input<typeof EditClientFormSchema>;

const EMPTY_CLIENT: ClientFields = {
  id: '',
  name: '',
  billingEmails: '',
  address: '',
  country: 'US',
  state: '',
  gstin: '',
  sac: DEFAULT_SAC,
  entity: 'seattle',
  currency: 'USD',
  paymentTermsDays: String(DEFAULT_PAYMENT_TERMS_DAYS),
  invoicePeriod: 'monthly',
};

function fieldsOfClient(client: Client): ClientFields {
  return {
    id: client.id,
    name: client.name,
    billingEmails: client.billingEmails.join('\n'),
    address: client.address,
    country: client.country,
    state: client.state,
    gstin: client.gstin ?? '',
    sac: client.sac,
    entity: client.entity,
    currency: client.currency,
    paymentTermsDays: String(client.paymentTermsDays),
    invoicePeriod: client.invoicePeriod,
  };
}

const OFFICE_OPTIONS = OFFICES.map((office) => ({ value: office.code, label: office.label }));
const CURRENCY_OPTIONS = BILLING_CURRENCIES.map((currency) => ({ value: currency, label: currency }));
const PERIOD_OPTIONS = INVOICE_PERIODS.map((period) => ({
  value: period,
  label: INVOICE_PERIOD_LABELS[period],
}));

/** The client's fields, the same on "Add client" and "Edit client". */
function ClientFieldset({
  registered,
}: {
  registered: (name: Exclude<keyof ClientFields, 'id'>) => RegisteredField;
}) {
  return (
    <>
      <TextInput label="Client name" autoComplete="organization" {...registered('name')} />
      <Textarea
        label="Billing e-mails"
        rows={2}
        hint="One a line: invoices are e-mailed to each."
        {...registered('billingEmails')}
      />
      <Textarea label="Address" rows={3} autoComplete="street-address" {...registered('address')} />
      <div className="form__grid form__grid--two">
        <TextInput
          label="Country"
          hint="Two-letter ISO code: US, IN."
          maxLength={2}
          {...registered('country')}
        />
        <TextInput label="State" hint="For GST: Maharashtra, Karnataka, …" {...registered('state')} />
      </div>
      <div className="form__grid form__grid--two">
        <TextInput label="GSTIN" hint="The client's, if it has one." {...registered('gstin')} />
        <TextInput label="SAC code" inputMode="numeric" {...registered('sac')} />
      </div>
      <div className="form__grid form__grid--two">
        <Select label="Office that bills" options={OFFICE_OPTIONS} {...registered('entity')} />
        <Select label="Currency" options={CURRENCY_OPTIONS} {...registered('currency')} />
      </div>
      <div className="form__grid form__grid--two">
        <TextInput
          label="Payment terms (days)"
          inputMode="numeric"
          hint="Net days after the issue date."
          {...registered('paymentTermsDays')}
        />
        <Select label="Invoice period" options={PERIOD_OPTIONS} {...registered('invoicePeriod')} />
      </div>
    </>
  );
}

/** "Add client": a new client the firm bills. */
export function AddClientForm() {
  const mutation = useAddClientMutation();
  const form = useForm<z.input<typeof ClientFormSchema>, unknown, AddClient>({
    resolver: zodResolver(ClientFormSchema),
    defaultValues: EMPTY_CLIENT,
  });
  const registered = fieldsOf(form);
  const onSubmit = useMutationForm({
    form,
    submit: mutation.mutateAsync,
    success: (_client, values) => `Client ${values.name} added`,
    resetTo: () => EMPTY_CLIENT,
  });
  return (
    <FormCard title="Add client" titleId="add-client-title" busy={mutation.isPending} onSubmit={onSubmit}>
      <ClientFieldset registered={registered} />
      <div className="form__actions">
        <SubmitButton submitting={mutation.isPending}>Add client</SubmitButton>
      </div>
    </FormCard>
  );
}

/** "Edit client", in a dialog: every field again; an invoiced client keeps its office and currency. */
export function EditClientForm({ client, onSaved }: { client: Client; onSaved: () => void }) {
  const mutation = useUpdateClientMutation();
  const form = useForm<ClientFields, unknown, UpdateClient>({
    resolver: zodResolver(EditClientFormSchema),
    defaultValues: fieldsOfClient(client),
  });
  const registered = fieldsOf(form);
  const onSubmit = useMutationForm({
    form,
    submit: mutation.mutateAsync,
    success: (_client, values) => `Client ${values.name} saved`,
    onSuccess: onSaved,
  });
  return (
    <Form busy={mutation.isPending} onSubmit={onSubmit} aria-label={`Edit ${client.name}`}>
      <ClientFieldset registered={registered} />
      <div className="form__actions">
        <SubmitButton submitting={mutation.isPending}>Save client</SubmitButton>
      </div>
    </Form>
  );
}
