import { zodResolver } from '@hookform/resolvers/zod';
import {
  minorUnitsToText,
  PAY_TYPE_LABELS,
  PAY_TYPES,
  PlacementFormSchema,
  PlacementRatesFormSchema,
  type AddPlacement,
  type ChangePlacementRates,
  type Placement,
  type z,
} from '@smartmove/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { DateInput } from '../../../components/ui/form/date-input';
import { Form, FormCard } from '../../../components/ui/form/form-layout';
import { fieldsOf, type RegisteredField } from '../../../components/ui/form/registered-field';
import { Select } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextInput } from '../../../components/ui/form/text-input';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import {
  useAddPlacementMutation,
  useChangePlacementRatesMutation,
  useClientChoicesQuery,
  useConsultantChoicesQuery,
  useVendorChoicesQuery,
} from '../api/billing';

type PlacementFields = z.input<typeof PlacementFormSchema>;

const EMPTY_PLACEMENT: PlacementFields = {
  clientId: '',
  userId: '',
  project: '',
  payType: 'w2',
  vendorUserId: '',
  startDate: '',
  endDate: '',
  billRate: '',
  payRate: '',
  overtimeBillRate: '',
  overtimePayRate: '',
  costRate: '',
};

const PAY_TYPE_OPTIONS = PAY_TYPES.map((payType) => ({ value: payType, label: PAY_TYPE_LABELS[payType] }));

/** The four rates of a placement, per hour in the client's currency; the overtime ones optional. */
function RateFields({
  field,
}: {
  field: (name: 'billRate' | 'payRate' | 'overtimeBillRate' | 'overtimePayRate') => RegisteredField;
}) {
  return (
    <div className="form__grid form__grid--two">
      <TextInput
        label="Bill rate per hour"
        inputMode="decimal"
        hint="In the client's currency, e.g. 95.00."
        {...field('billRate')}
      />
      <TextInput
        label="Pay rate per hour"
        inputMode="decimal"
        hint="What the consultant or vendor is paid."
        {...field('payRate')}
      />
      <TextInput
        label="Overtime bill rate (optional)"
        inputMode="decimal"
        hint="For hours above 40 in one week."
        {...field('overtimeBillRate')}
      />
      <TextInput label="Overtime pay rate (optional)" inputMode="decimal" {...field('overtimePayRate')} />
    </div>
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MINOR_UNITS = /^[1-9]\d{0,8}$/;

/**
 * The fields the page's query prefills (paths.placements: a placed submittal's "Create placement"): the
 * client, the consultant, the project, the bill rate (minor units) and the start date; anything malformed is
 * left empty.
 */
function prefillOf(query: URLSearchParams): Partial<PlacementFields> {
  const text = (name: string, max: number) => query.get(name)?.trim().slice(0, max) ?? '';
  const fields: Partial<PlacementFields> = {};
  const project = text('project', 200);
  if (project) fields.project = project;
  const billRate = text('billRate', 9);
  if (MINOR_UNITS.test(billRate)) fields.billRate = minorUnitsToText(Number(billRate));
  const startDate = text('startDate', 10);
  if (ISO_DATE.test(startDate)) fields.startDate = startDate;
  const clientId = text('clientId', 64);
  if (clientId) fields.clientId = clientId;
  const userId = text('userId', 64);
  if (userId) fields.userId = userId;
  return fields;
}

/**
 * "Add placement": a consultant working for a client on one time-sheet project, at dated rates; prefilled
 * from the page's query when a placed submittal opened it.
 */
export function AddPlacementForm() {
  const mutation = useAddPlacementMutation();
  const clients = useClientChoicesQuery();
  const consultants = useConsultantChoicesQuery();
  const vendors = useVendorChoicesQuery();
  const [query] = useSearchParams();
  const [prefill] = useState(() => prefillOf(query));
  const choicesPrefilled = useRef(false);
  const form = useForm<PlacementFields, unknown, AddPlacement>({
    resolver: zodResolver(PlacementFormSchema),
    defaultValues: { ...EMPTY_PLACEMENT, ...prefill, clientId: '', userId: '' },
  });
  // The client and the consultant are chosen once their lists are there (a select shows only a value it
  // offers), and only if they are among them; once, so that nothing typed meanwhile is lost.
  const choicesLoaded = Boolean(clients.data && consultants.data);
  useEffect(() => {
    if (!choicesLoaded || choicesPrefilled.current) return;
    choicesPrefilled.current = true;
    const { clientId, userId } = prefill;
    const offers = (items: { id: string }[] | undefined, id: string | undefined) =>
      id !== undefined && (items ?? []).some((item) => item.id === id);
    if (offers(clients.data?.items, clientId)) form.setValue('clientId', clientId ?? '');
    if (offers(consultants.data?.items, userId)) form.setValue('userId', userId ?? '');
  }, [choicesLoaded, clients.data, consultants.data, form, prefill]);
  const registered = fieldsOf(form);
  const payType = useWatch({ control: form.control, name: 'payType' });
  const onSubmit = useMutationForm({
    form,
    submit: mutation.mutateAsync,
    success: (_placement, values) => `Placement on ${values.project} added`,
    resetTo: () => EMPTY_PLACEMENT,
  });
  const options = (items: { id: string; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item.id, label: item.name }));

  return (
    <FormCard
      title="Add placement"
      titleId="add-placement-title"
      busy={mutation.isPending}
      onSubmit={onSubmit}
    >
      <div className="form__grid form__grid--two">
        <Select
          label="Client"
          placeholder="Choose a client"
          options={options(clients.data?.items)}
          {...registered('clientId')}
        />
        <Select
          label="Consultant"
          placeholder="Choose an employee"
          options={options(consultants.data?.items)}
          {...registered('userId')}
        />
        <TextInput
          label="Project"
          autoComplete="off"
          hint="The time-sheet project whose approved hours this placement bills."
          {...registered('project')}
        />
        <Select label="Pay type" options={PAY_TYPE_OPTIONS} {...registered('payType')} />
        {payType === 'c2c' ? (
          <Select
            label="Vendor (partner paid)"
            placeholder="Choose a partner"
            options={options(vendors.data?.items)}
            {...registered('vendorUserId')}
          />
        ) : null}
        {payType === 'salaried' ? (
          <TextInput
            label="Cost rate per hour"
            inputMode="decimal"
            hint="What an hour of this salaried consultant costs the firm, for the margin."
            {...registered('costRate')}
          />
        ) : null}
        <DateInput label="Start date" {...registered('startDate')} />
        <DateInput label="End date (optional)" {...registered('endDate')} />
      </div>
      <RateFields field={registered} />
      <div className="form__actions">
        <SubmitButton submitting={mutation.isPending}>Add placement</SubmitButton>
      </div>
    </FormCard>
  );
}

/** "Change rates", in a dialog: new rates from a date; the days before it keep theirs. */
export function ChangeRatesForm({ placement, onSaved }: { placement: Placement; onSaved: () => void }) {
  const mutation = useChangePlacementRatesMutation();
  const form = useForm<z.input<typeof PlacementRatesFormSchema>, unknown, ChangePlacementRates>({
    resolver: zodResolver(PlacementRatesFormSchema),
    defaultValues: {
      id: placement.id,
      from: '',
      billRate: '',
      payRate: '',
      overtimeBillRate: '',
      overtimePayRate: '',
    },
  });
  const registered = fieldsOf(form);
  const onSubmit = useMutationForm({
    form,
    submit: mutation.mutateAsync,
    success: () => `Rates of ${placement.userName} at ${placement.clientName} changed`,
    onSuccess: onSaved,
  });
  return (
    <Form busy={mutation.isPending} onSubmit={onSubmit} aria-label={`Change rates of ${placement.userName}`}>
      <DateInput label="Rates from" hint="Days before this date keep their rates." {...registered('from')} />
      <RateFields field={registered} />
      <div className="form__actions">
        <SubmitButton submitting={mutation.isPending}>Change rates</SubmitButton>
      </div>
    </Form>
  );
}
