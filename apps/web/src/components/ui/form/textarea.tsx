import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { Field, useField } from './field';

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** With maxLength: the current number of characters, shown as a visible counter. */
  count?: number;
  ref?: Ref<HTMLTextAreaElement>;
  fieldClassName?: string;
}

/** A labelled multi-line input with an optional "n / max" character counter. */
export function Textarea({
  label,
  error,
  hint,
  count,
  maxLength,
  id,
  fieldClassName,
  className,
  rows = 5,
  ...textareaProps
}: TextareaProps) {
  const counterId = `counter-${useId()}`;
  const showCounter = count !== undefined && maxLength !== undefined;
  const { controlProps, fieldProps } = useField({
    id,
    label,
    error,
    hint,
    className: fieldClassName,
    describedBy: showCounter ? counterId : undefined,
  });
  const counter = showCounter ? (
    <p
      id={counterId}
      className={['field__counter', count >= maxLength ? 'field__counter--full' : undefined]
        .filter(Boolean)
        .join(' ')}
    >
      {count} / {maxLength}
      <span className="visually-hidden"> characters</span>
    </p>
  ) : null;
  return (
    <Field {...fieldProps} after={counter}>
      <textarea
        rows={rows}
        maxLength={maxLength}
        className={['field__control', 'field__control--textarea', className].filter(Boolean).join(' ')}
        {...textareaProps}
        {...controlProps}
      />
    </Field>
  );
}
