import { useEffect } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormSetFocus } from 'react-hook-form';

/**
 * After each submit, moves the focus to the first field with an error (a server one included). The
 * form's fieldset is disabled while it submits, so this waits until it is enabled again.
 */
export function useFocusFirstError<T extends FieldValues>(
  state: { isSubmitting: boolean; submitCount: number; errors: FieldErrors<T> },
  setFocus: UseFormSetFocus<T>,
  order: readonly Path<T>[],
) {
  const { isSubmitting, submitCount, errors } = state;
  useEffect(() => {
    if (isSubmitting || submitCount === 0) return;
    const first = order.find((name) => errors[name] !== undefined);
    if (first) setFocus(first);
  }, [isSubmitting, submitCount, errors, setFocus, order]);
}
