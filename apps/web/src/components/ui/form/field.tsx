import { useId, type ReactNode, type Ref } from 'react';
import '../../../styles/forms.css';

/** The accessibility wiring of one form control: its id, and error and hint tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** What a custom control (a file, a phone number) takes besides its value, like a native input. */
export interface CustomControlProps {
  label: string;
  name: string;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  ref?: Ref<HTMLInputElement>;
  fieldClassName?: string;
}

export interface FieldA11yOptions {
  id?: string | undefined;
  error?: string | undefined;
  hasHint?: boolean;
  /** Further ids that describe the control (a character counter, for example). */
  describedBy?: string | undefined;
}

export function useFieldA11y({ id, error, hasHint = false, describedBy }: FieldA11yOptions) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedByIds = [error ? errorId : undefined, hasHint ? hintId : undefined, describedBy]
    .filter(Boolean)
    .join(' ');
  const controlProps: FieldControlProps = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedByIds || undefined,
  };
  return { controlId, errorId, hintId, controlProps };
}

/** useFieldA11y for a control that Field lays out: the control's wiring and Field's own props. */
export function useField({
  label,
  hint,
  className,
  ...options
}: Omit<FieldA11yOptions, 'hasHint'> & Pick<FieldProps, 'label' | 'hint' | 'className'>) {
  const { controlId, errorId, hintId, controlProps } = useFieldA11y({ ...options, hasHint: Boolean(hint) });
  const fieldProps = { label, controlId, errorId, hintId, error: options.error, hint, className };
  return { controlProps, fieldProps };
}

/**
 * useField for a custom control: its field has the control's own class (`kindClassName`, e.g. "field--file")
 * beside the page's `fieldClassName`.
 */
export function useCustomField(
  kindClassName: string,
  {
    label,
    error,
    hint,
    id,
    fieldClassName,
  }: Pick<CustomControlProps, 'label' | 'error' | 'hint' | 'id' | 'fieldClassName'>,
) {
  return useField({
    id,
    label,
    error,
    hint,
    className: [kindClassName, fieldClassName].filter(Boolean).join(' '),
  });
}

/** The error text of a field; its id is in the control's aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="field__error">
      <span aria-hidden="true" className="field__error-icon">
        !
      </span>
      {error}
    </p>
  );
}

export interface FieldProps {
  /** The visible label; it is also the control's accessible name, so keep it exact. */
  label: ReactNode;
  controlId: string;
  errorId: string;
  hintId: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  /** Visible text after the control (a counter); not part of the label. */
  after?: ReactNode;
  children: ReactNode;
}

/** Label, control, hint and error of one form field, laid out the same everywhere. */
export function Field({
  label,
  controlId,
  errorId,
  hintId,
  error,
  hint,
  className,
  after,
  children,
}: FieldProps) {
  return (
    <div className={['field', error ? 'field--invalid' : undefined, className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {children}
      {after}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
