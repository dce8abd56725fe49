import { zodResolver } from '@hookform/resolvers/zod';
import {
  EditPersonSchema,
  OFFICES,
  STAFF_ROLE_CODES,
  STAFF_ROLE_LABELS,
  USER_TYPES,
  type EditPerson,
  type EditPersonInput,
  type Person,
} from '@smartmove/contract';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Form } from '../../../components/ui/form/form-layout';
import { PhoneField } from '../../../components/ui/form/phone-input';
import { Select } from '../../../components/ui/form/select';
import { applyServerFieldErrors, failureMessage } from '../../../components/ui/form/server-errors';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextInput } from '../../../components/ui/form/text-input';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { ApiRequestError } from '../../../lib/api-client';
import { useUpdatePersonMutation } from '../api/people';
import { useManagerOptions } from './add-person-form';
import { fieldsOf } from '../../../components/ui/form/registered-field';

/** A person's Full Name, Phone, Email, staff roles (employees only), manager and office. */
export function EditPersonForm({ person, onSaved }: { person: Person; onSaved: () => void }) {
  const mutation = useUpdatePersonMutation();
  const managerOptions = useManagerOptions(person.id);
  const isEmployee = person.userType === USER_TYPES.employee;
  const form = useForm<EditPersonInput, unknown, EditPerson>({
    resolver: zodResolver(EditPersonSchema),
    defaultValues: {
      name: person.name,
      phoneNo: person.phoneNo,
      email: person.email,
      staffRoles: person.staffRoles,
      managerId: person.managerId ?? '',
      office: person.office,
    },
  });
  const { register, control, formState, setError } = form;
  const registered = fieldsOf(form);
  const errors = formState.errors;

  const onSubmit = useMutationForm({
    form,
    submit: (values) =>
      mutation.mutateAsync({
        id: person.id,
        name: values.name,
        phoneNo: values.phoneNo,
        email: values.email,
        managerId: values.managerId,
        office: values.office,
        ...(isEmployee ? { staffRoles: values.staffRoles } : {}),
      }),
    success: (saved) => `${saved.name} saved`,
    onSuccess: onSaved,
    // What is no field's shows in the form's alert, not in a toast.
    showError: (error) => {
      const fieldErrors = error instanceof ApiRequestError ? error.errors : {};
      if (Object.keys(fieldErrors).length === 0) {
        setError('root', { message: failureMessage(error) });
        return;
      }
      applyServerFieldErrors(error, setError, {
        name: 'name',
        phoneNo: 'phoneNo',
        email: 'email',
        staffRoles: 'staffRoles',
        managerId: 'managerId',
        office: 'office',
      });
      const alert = fieldErrors.form ?? fieldErrors.action;
      if (alert) setError('root', { message: alert });
    },
  });

  return (
    <Form busy={mutation.isPending} onSubmit={onSubmit} aria-label={`Edit ${person.name}`}>
      <div className="form__grid form__grid--two">
        <TextInput label="Full Name" autoComplete="off" {...registered('name')} />
        <PhoneField control={control} name="phoneNo" label="Phone" />
        <TextInput label="Email" type="email" autoComplete="off" {...registered('email')} />
      </div>
      {isEmployee ? (
        <fieldset className="form__fieldset">
          <legend>Staff roles</legend>
          {STAFF_ROLE_CODES.map((role) => (
            <Checkbox
              key={role}
              label={STAFF_ROLE_LABELS[role]}
              value={role}
              error={
                role === STAFF_ROLE_CODES[STAFF_ROLE_CODES.length - 1]
                  ? errors.staffRoles?.message
                  : undefined
              }
              {...register('staffRoles')}
            />
          ))}
        </fieldset>
      ) : null}
      {/* Controlled: the managers load after the form opens, and the choice must show once they do. */}
      <Controller
        control={control}
        name="managerId"
        render={({ field }) => (
          <Select
            label="Manager"
            placeholder="No manager"
            options={managerOptions}
            error={errors.managerId?.message}
            {...field}
            value={field.value ?? ''}
          />
        )}
      />
      <Select
        label="Office"
        options={OFFICES.map((choice) => ({ value: choice.code, label: choice.label }))}
        hint="Leave requests do not count this office's holidays."
        {...registered('office')}
      />
      <FormAlert message={errors.root?.message} />
      <div className="form__actions">
        <SubmitButton submitting={mutation.isPending}>Save</SubmitButton>
      </div>
    </Form>
  );
}
