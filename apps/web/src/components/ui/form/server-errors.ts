import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/toast';

/** The message to show for a failed call: the server's own, or a plain fallback. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.message) return error.message;
  if (error instanceof TypeError) return 'The server could not be reached, please try again';
  return 'Something went wrong, please try again';
}

/**
 * Shows the server's field errors on the matching form fields; true when it showed any. `fieldMap` maps
 * the API's field names (pro_firstname, ...) to the form's, and fields it does not name are left to the
 * caller's toast or alert; without a map the names are the form's own (the portal's forms send the
 * contract's schema as it is).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldMap?: Partial<Record<string, Path<T>>>,
): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  let shown = false;
  for (const [apiField, message] of Object.entries(error.errors)) {
    const field = fieldMap ? fieldMap[apiField] : (apiField as Path<T>);
    if (field) {
      setError(field, { type: 'server', message });
      shown = true;
    }
  }
  return shown;
}

/**
 * A failed submission, shown once: the server's field errors on their fields (no toast repeating them),
 * or else one error toast with its message. The form keeps its values (docs/product.md#fidelity,
 * improvement (a)).
 */
export function showSubmitError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldMap?: Partial<Record<string, Path<T>>>,
): void {
  if (!applyServerFieldErrors(error, setError, fieldMap)) notifyError(failureMessage(error));
}
