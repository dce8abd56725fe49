import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldError, useFieldA11y } from './field';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** The visible label and accessible name; keep it exact (tests find the box by it). */
  label: ReactNode;
  /** Text tied to the box as its description (aria-describedby). */
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  fieldClassName?: string;
}

/** A checkbox with its label beside it, an optional description and its error below. */
export function Checkbox({
  label,
  hint,
  error,
  id,
  fieldClassName,
  className,
  ...inputProps
}: CheckboxProps) {
  const { controlId, errorId, hintId, controlProps } = useFieldA11y({ id, error, hasHint: Boolean(hint) });
  return (
    <div
      className={['field', 'field--checkbox', error ? 'field--invalid' : undefined, fieldClassName]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="checkbox">
        <input
          type="checkbox"
          className={['checkbox__input', className].filter(Boolean).join(' ')}
          {...inputProps}
          {...controlProps}
        />
        <label className="checkbox__label" htmlFor={controlId}>
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="field__hint field__hint--checkbox">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
