import { USER_TYPE_LABELS, USER_TYPES } from '@smartmove/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, useFieldA11y } from '../../../components/ui/form/field';
import { EMPLOYEE, PARTNER } from '../sign-up-roles';

const ROLE_CHOICES = [
  { value: EMPLOYEE, label: USER_TYPE_LABELS[USER_TYPES.employee] },
  { value: PARTNER, label: USER_TYPE_LABELS[USER_TYPES.partner] },
] as const;

/** The Employee / Partner radio group; each radio is tied to the group's error. */
export function RoleChoice({
  error,
  registration,
}: {
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const { errorId, controlProps } = useFieldA11y({ error });
  return (
    <fieldset
      className={['field', 'auth-roles', error ? 'field--invalid' : undefined].filter(Boolean).join(' ')}
    >
      <legend className="field__label">Role</legend>
      <div className="auth-roles__options">
        {ROLE_CHOICES.map((choice) => (
          <label key={choice.value} className="auth-roles__option">
            <input
              type="radio"
              value={choice.value}
              aria-invalid={controlProps['aria-invalid']}
              aria-describedby={controlProps['aria-describedby']}
              {...registration}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
