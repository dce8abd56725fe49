import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/toast';
import { applyServerFieldErrors, failureMessage, showSubmitError } from './server-errors';

vi.mock('../../../lib/toast', () => ({ notifyError: vi.fn() }));

interface LeaveForm {
  fromDate: string;
  reason: string;
}

/** A real form, to read back what the helpers put on it (it reads its errors, as a form's render does). */
function renderForm() {
  return renderHook(() => {
    const form = useForm<LeaveForm>({ defaultValues: { fromDate: '', reason: '' } });
    void form.formState.errors;
    return form;
  }).result;
}

const refused = new ApiRequestError('The request overlaps another one', 400, {
  fromDate: 'Overlaps your leave of 3 March',
  captcha: 'Please solve the captcha again',
});

beforeEach(() => vi.mocked(notifyError).mockClear());

describe('failureMessage', () => {
  it("uses the server's message, or says the server could not be reached, or a plain fallback", () => {
    expect(failureMessage(refused)).toBe('The request overlaps another one');
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(
      'The server could not be reached, please try again',
    );
    expect(failureMessage(new Error('boom'))).toBe('Something went wrong, please try again');
  });
});

describe('applyServerFieldErrors', () => {
  it("puts the server's field errors on the fields of the same name when there is no map", () => {
    const form = renderForm();
    let shown = false;
    act(() => {
      shown = applyServerFieldErrors(refused, form.current.setError);
    });
    expect(shown).toBe(true);
    expect(form.current.formState.errors.fromDate).toMatchObject({
      type: 'server',
      message: 'Overlaps your leave of 3 March',
    });
    expect(form.current.formState.errors.reason).toBeUndefined();
  });

  it("maps the API's field names to the form's and leaves the others alone", () => {
    const setError = vi.fn();
    const error = new ApiRequestError('Invalid', 400, { pro_message: 'Too long', captcha: 'Expired' });
    expect(applyServerFieldErrors<LeaveForm>(error, setError, { pro_message: 'reason' })).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('reason', { type: 'server', message: 'Too long' });
  });

  it('shows nothing and says so for a failure without field errors, or one that is not from the API', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(new ApiRequestError('Down', 503), setError)).toBe(false);
    expect(applyServerFieldErrors(new TypeError('Failed to fetch'), setError)).toBe(false);
    expect(
      applyServerFieldErrors(new ApiRequestError('Invalid', 400, { captcha: 'Expired' }), setError, {
        pro_message: 'reason',
      }),
    ).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('showSubmitError', () => {
  it('shows field errors on their fields only, without a toast repeating them, keeping the values', () => {
    const form = renderForm();
    act(() => form.current.setValue('reason', 'Moving house'));
    act(() => showSubmitError(refused, form.current.setError));
    expect(notifyError).not.toHaveBeenCalled();
    expect(form.current.formState.errors.fromDate?.message).toBe('Overlaps your leave of 3 March');
    expect(form.current.getValues('reason')).toBe('Moving house');
  });

  it("toasts the server's message once when it names no field", () => {
    const setError = vi.fn();
    showSubmitError(new ApiRequestError('This leave request does not exist', 404, {}), setError);
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith('This leave request does not exist');
    expect(setError).not.toHaveBeenCalled();
  });

  it('toasts a plain message when the server could not be reached', () => {
    const setError = vi.fn();
    showSubmitError(new TypeError('Failed to fetch'), setError);
    expect(notifyError).toHaveBeenCalledWith('The server could not be reached, please try again');
    expect(setError).not.toHaveBeenCalled();
  });
});
