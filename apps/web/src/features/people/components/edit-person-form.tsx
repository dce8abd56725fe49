import {
  OFFICES,
  STAFF_ROLE_CODES,
  STAFF_ROLE_LABELS,
  USER_TYPES,
  type OfficeCode,
  type Person,
  type StaffRole,
} from '@smartmove/contract';
import { useState, type FormEvent } from 'react';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Form } from '../../../components/ui/form/form-layout';
import { Select } from '../../../components/ui/form/select';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { ApiRequestError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/toast';
import { useUpdatePersonMutation } from '../api/people';
import { useManagerOptions } from './add-person-form';

/** A person's staff roles (employees only), manager and office. */
export function EditPersonForm({ person, onSaved }: { person: Person; onSaved: () => void }) {
  const mutation = useUpdatePersonMutation();
  const managerOptions = useManagerOptions(person.id);
  const [roles, setRoles] = useState<StaffRole[]>(person.staffRoles);
  const [managerId, setManagerId] = useState(person.managerId ?? '');
  const [office, setOffice] = useState<OfficeCode>(person.office);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isEmployee = person.userType === USER_TYPES.employee;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    try {
      await mutation.mutateAsync({
        id: person.id,
        managerId,
        office,
        ...(isEmployee ? { staffRoles: roles } : {}),
      });
      notifySuccess(`${person.name} saved`);
      onSaved();
    } catch (error) {
      const fieldErrors = error instanceof ApiRequestError ? error.errors : {};
      setErrors(Object.keys(fieldErrors).length > 0 ? fieldErrors : { form: failureMessage(error) });
    }
  };

  return (
    <Form
      busy={mutation.isPending}
      onSubmit={(event) => void onSubmit(event)}
      aria-label={`Edit ${person.name}`}
    >
      {isEmployee ? (
        <fieldset className="form__fieldset">
          <legend>Staff roles</legend>
          {STAFF_ROLE_CODES.map((role) => (
            <Checkbox
              key={role}
              label={STAFF_ROLE_LABELS[role]}
              checked={roles.includes(role)}
              onChange={(event) =>
                setRoles((held) =>
                  event.target.checked ? [...held, role] : held.filter((other) => other !== role),
                )
              }
              error={role === STAFF_ROLE_CODES[STAFF_ROLE_CODES.length - 1] ? errors.staffRoles : undefined}
            />
          ))}
        </fieldset>
      ) : null}
      <Select
        label="Manager"
        placeholder="No manager"
        options={managerOptions}
        value={managerId}
        onChange={(event) => setManagerId(event.target.value)}
        error={errors.managerId}
      />
      <Select
        label="Office"
        options={OFFICES.map((choice) => ({ value: choice.code, label: choice.label }))}
        value={office}
        onChange={(event) => setOffice(event.target.value as OfficeCode)}
        error={errors.office}
        hint="Leave requests do not count this office's holidays."
      />
      {errors.form || errors.action ? (
        <p className="auth-alert" role="alert">
          {errors.form ?? errors.action}
        </p>
      ) : null}
      <div className="form__actions">
        <SubmitButton submitting={mutation.isPending}>Save</SubmitButton>
      </div>
    </Form>
  );
}
