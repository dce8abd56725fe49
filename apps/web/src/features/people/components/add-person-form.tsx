import { zodResolver } from '@hookform/resolvers/zod';
import {
  AddPersonSchema,
  STAFF_ROLE_CODES,
  STAFF_ROLE_LABELS,
  USER_TYPES,
  type AddPerson,
  type AddPersonInput,
} from '@smartmove/contract';
import { useForm, useWatch } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Form } from '../../../components/ui/form/form-layout';
import { PhoneField } from '../../../components/ui/form/phone-input';
import { Select } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextInput } from '../../../components/ui/form/text-input';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { useAddPersonMutation, useManagersQuery } from '../api/people';
import { fieldsOf } from '../../../components/ui/form/registered-field';

export const ROLE_OPTIONS = [
  { value: USER_TYPES.employee, label: 'Employee' },
  { value: USER_TYPES.partner, label: 'Partner' },
];

/** The Manager select's choices: every active approver (and "No manager"). */
export function useManagerOptions(excludeId?: string) {
  const managers = useManagersQuery();
  return (managers.data?.items ?? [])
    .filter((person) => person.id !== excludeId)
    .map((person) => ({ value: person.id, label: person.name }));
}

/** Add a person: an active account at once (Full Name, Phone, Email, Role, Manager, staff roles). */
export function AddPersonForm({ onAdded }: { onAdded: () => void }) {
  const mutation = useAddPersonMutation();
  const managerOptions = useManagerOptions();
  const form = useForm<AddPersonInput, unknown, AddPerson>({
    resolver: zodResolver(AddPersonSchema),
    defaultValues: { name: '', phoneNo: '', email: '', managerId: '', staffRoles: [] },
  });
  const { register, formState, control } = form;
  const registered = fieldsOf(form);
  const userType = useWatch({ control, name: 'userType' });
  const isEmployee = Number(userType) === USER_TYPES.employee;

  const onSubmit = useMutationForm({
    form,
    submit: (values) => mutation.mutateAsync(isEmployee ? values : { ...values, staffRoles: [] }),
    success: (person) => `${person.name} added`,
    onSuccess: onAdded,
  });

  return (
    <Form busy={mutation.isPending} onSubmit={onSubmit} aria-label="Add person">
      <div className="form__grid form__grid--two">
        <TextInput label="Full Name" autoComplete="off" {...registered('name')} />
        <PhoneField control={control} name="phoneNo" label="Phone" />
        <TextInput label="Email" type="email" autoComplete="off" {...registered('email')} />
        <Select
          label="Role"
          placeholder="Select role"
          options={ROLE_OPTIONS}
          {...registered('userType', { setValueAs: (value: string) => (value ? Number(value) : undefined) })}
        />
        <Select
          label="Manager"
          placeholder="No manager"
          options={managerOptions}
          {...registered('managerId')}
        />
      </div>
      {isEmployee ? (
        <fieldset className="form__fieldset">
          <legend>Staff roles</legend>
          {STAFF_ROLE_CODES.map((role) => (
            <Checkbox key={role} label={STAFF_ROLE_LABELS[role]} value={role} {...register('staffRoles')} />
          ))}
          {formState.errors.staffRoles?.message ? (
            <p className="field__error" role="alert">
              {formState.errors.staffRoles.message}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <div className="form__actions">
        <SubmitButton submitting={mutation.isPending}>Add person</SubmitButton>
      </div>
    </Form>
  );
}
