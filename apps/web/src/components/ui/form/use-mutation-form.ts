import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, SubmitErrorHandler, UseFormReturn } from 'react-hook-form';
import { notifySuccess } from '../../../lib/toast';
import { applyServerFieldErrors, failureMessage, showSubmitError } from './server-errors';

export interface MutationFormOptions<TFields extends FieldValues, TValues, TResult> {
  /** The form (react-hook-form's useForm; `TValues` is what its resolver hands over). */
  form: Pick<UseFormReturn<TFields, unknown, TValues>, 'handleSubmit' | 'reset' | 'setError'>;
  /** The call that stores the values (a mutation's mutateAsync). */
  submit: (values: TValues) => Promise<TResult>;
  /** The success toast; none when it answers undefined. */
  success?: (result: TResult, values: TValues) => string | undefined;
  /** The values the form shows after a success; without it the form keeps what it has. */
  resetTo?: (result: TResult, values: TValues) => Parameters<UseFormReturn<TFields>['reset']>[0];
  /** After the toast and the reset: close a dialog, move focus, … */
  onSuccess?: (result: TResult, values: TValues) => void;
  /** The API's field names mapped to the form's, for the server's field errors (server-errors.ts). */
  fieldMap?: Partial<Record<string, Path<TFields>>>;
  /**
   * Checks the resolver cannot make (a file it does not see, a part of the page outside the form): false
   * stops the submit before the call, the check having shown its own messages.
   */
  ready?: (values: TValues) => boolean;
  /** After a submit the resolver refused (to move focus where the form wants it). */
  onInvalid?: SubmitErrorHandler<TFields>;
  /**
   * A form that shows a failure that names no field of its own in an alert of its own instead of a toast: called
   * with the message, and with undefined as a submit starts.
   */
  alert?: (message: string | undefined) => void;
  /** A form that shows its failures itself instead of `showSubmitError`. */
  showError?: (error: unknown) => void;
}

/**
 * The one submit of a form that stores something: validate, call the server, then the success toast, the
 * reset and `onSuccess`; or the server's errors on their fields, else one error toast (`showSubmitError`),
 * the values kept as typed. Returns the form's onSubmit handler.
 */
export function useMutationForm<TFields extends FieldValues, TValues, TResult>({
  form,
  submit,
  success,
  resetTo,
  onSuccess,
  fieldMap,
  ready,
  onInvalid,
  alert,
  showError,
}: MutationFormOptions<TFields, TValues, TResult>): (event?: BaseSyntheticEvent) => Promise<void> {
  return form.handleSubmit(async (values) => {
    if (ready && !ready(values)) return;
    alert?.(undefined);
    let result: TResult;
    try {
      result = await submit(values);
    } catch (error) {
      if (showError) showError(error);
      else if (alert) {
        if (!applyServerFieldErrors(error, form.setError, fieldMap)) alert(failureMessage(error));
      } else showSubmitError(error, form.setError, fieldMap);
      return;
    }
    const message = success?.(result, values);
    if (message) notifySuccess(message);
    if (resetTo) form.reset(resetTo(result, values));
    onSuccess?.(result, values);
  }, onInvalid);
}
