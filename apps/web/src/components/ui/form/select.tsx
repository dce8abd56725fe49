import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field, useField } from './field';

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
  const { controlProps, fieldProps } = useField({ id, label, error, hint, className: fieldClassName });
  return (
    <Field {...fieldProps}>
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
