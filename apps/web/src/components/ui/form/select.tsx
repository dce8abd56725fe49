import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field, useFieldA11y } from './field';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Select ..."); its value is "". */
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
  fieldClassName?: string;
}

/** A labelled native select: keyboard and screen-reader friendly on every device. */
export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  fieldClassName,
  className,
  ...selectProps
}: SelectProps) {
  const { controlId, errorId, hintId, controlProps } = useFieldA11y({ id, error, hasHint: Boolean(hint) });
  return (
    <Field
      label={label}
      controlId={controlId}
      errorId={errorId}
      hintId={hintId}
      error={error}
      hint={hint}
      className={fieldClassName}
    >
      <select
        className={['field__control', 'field__control--select', className].filter(Boolean).join(' ')}
        {...selectProps}
        {...controlProps}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
