import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-client';

/** The message to show for a failed call: the server's own, or a plain fallback. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.message) return error.message;
  if (error instanceof TypeError) return 'The server could not be reached, please try again';
  return 'Something went wrong, please try again';
}

/**
 * Shows the server's field errors on the matching form fields. `fieldMap` maps the API's field names
 * (pro_firstname, ...) to the form's; unknown fields are left to the toast.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldMap: Partial<Record<string, Path<T>>>,
): void {
  if (!(error instanceof ApiRequestError)) return;
  for (const [apiField, message] of Object.entries(error.errors)) {
    const field = fieldMap[apiField];
    if (field) setError(field, { type: 'server', message });
  }
}
