import { notifyError, notifySuccess } from '../../../lib/toast';
import { failureMessage } from './server-errors';

export interface MutationActionOptions<TInput, TResult> {
  /** The call that changes something (a mutation's mutateAsync). */
  action: (input: TInput) => Promise<TResult>;
  /** The success toast; none when it answers undefined. */
  success?: (result: TResult, input: TInput) => string | undefined;
  /** After the success toast: close the confirmation, move on, … */
  onSuccess?: (result: TResult, input: TInput) => void;
  /** After the error toast, with its message (to show it beside the button too). */
  onError?: (message: string, error: unknown) => void;
  /** Once the call ended either way (a confirmation that closes whatever happened). */
  onSettled?: (input: TInput) => void;
}

/**
 * The form-less twin of useMutationForm, for a button that changes a record (Approve, Remove, Mark paid,
 * a confirmation's button, a chosen file): the call, then the success toast and `onSuccess`, or one error
 * toast with the server's message. Returns the handler to call with the action's input.
 */
export function useMutationAction<TInput, TResult>({
  action,
  success,
  onSuccess,
  onError,
  onSettled,
}: MutationActionOptions<TInput, TResult>): (input: TInput) => Promise<void> {
  return async (input) => {
    try {
      let result: TResult;
      try {
        result = await action(input);
      } catch (error) {
        const message = failureMessage(error);
        notifyError(message);
        onError?.(message, error);
        return;
      }
      const message = success?.(result, input);
      if (message) notifySuccess(message);
      onSuccess?.(result, input);
    } finally {
      onSettled?.(input);
    }
  };
}
