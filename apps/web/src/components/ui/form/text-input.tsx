import type { InputHTMLAttributes, KeyboardEvent, ReactNode, Ref } from 'react';
import { Field, useField } from './field';
import { allowOnlyNameKeys } from './name-filter';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Accept only letters and space while typing (name fields). */
  lettersOnly?: boolean;
  ref?: Ref<HTMLInputElement>;
  fieldClassName?: string;
}

/** A labelled text input; spread a `fieldsOf(form)` field (registered-field.ts) into it. */
export function TextInput({
  label,
  error,
  hint,
  lettersOnly = false,
  id,
  onKeyDown,
  fieldClassName,
  className,
  type = 'text',
  ...inputProps
}: TextInputProps) {
  const { controlProps, fieldProps } = useField({ id, label, error, hint, className: fieldClassName });
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (lettersOnly) allowOnlyNameKeys(event);
    onKeyDown?.(event);
  };
  return (
    <Field {...fieldProps}>
      <input
        type={type}
        className={['field__control', className].filter(Boolean).join(' ')}
        {...inputProps}
        {...controlProps}
        onKeyDown={handleKeyDown}
      />
    </Field>
  );
}
