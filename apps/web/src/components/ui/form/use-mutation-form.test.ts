import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { useMutationForm, type MutationFormOptions } from './use-mutation-form';

vi.mock('../../../lib/toast', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

interface HolidayForm {
  date: string;
  name: string;
}

type Options = Omit<MutationFormOptions<HolidayForm, HolidayForm, { name: string }>, 'form'>;

/** A real form filled in as a person would, with the hook's submit (it reads its errors, as a render does). */
function renderSubmit(options: Options) {
  const { result } = renderHook(() => {
    const form = useForm<HolidayForm>({ defaultValues: { date: '', name: '' } });
    void form.formState.errors;
    return { form, submit: useMutationForm({ form, ...options }) };
  });
  act(() => {
    result.current.form.setValue('date', '2026-12-25');
    result.current.form.setValue('name', 'Christmas Day');
  });
  return result;
}

beforeEach(() => {
  vi.mocked(notifyError).mockClear();
  vi.mocked(notifySuccess).mockClear();
});

describe('useMutationForm', () => {
  it('stores the values, then shows the success toast, resets the form and calls onSuccess', async () => {
    const submit = vi.fn((values: HolidayForm) => Promise.resolve({ name: values.name }));
    const onSuccess = vi.fn();
    const form = renderSubmit({
      submit,
      success: (holiday) => `${holiday.name} added`,
      resetTo: () => ({ date: '', name: '' }),
      onSuccess,
    });
    await act(() => form.current.submit());
    expect(submit).toHaveBeenCalledWith({ date: '2026-12-25', name: 'Christmas Day' });
    expect(notifySuccess).toHaveBeenCalledTimes(1);
    expect(notifySuccess).toHaveBeenCalledWith('Christmas Day added');
    expect(form.current.form.getValues()).toEqual({ date: '', name: '' });
    expect(onSuccess).toHaveBeenCalledWith(
      { name: 'Christmas Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
    );
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("puts the server's field error on its field without a toast, keeping the values", async () => {
    const onSuccess = vi.fn();
    const form = renderSubmit({
      submit: () => Promise.reject(new ApiRequestError('Invalid', 400, { holidayName: 'Already a holiday' })),
      success: () => 'added',
      resetTo: () => ({ date: '', name: '' }),
      onSuccess,
      fieldMap: { holidayName: 'name' },
    });
    await act(() => form.current.submit());
    expect(form.current.form.formState.errors.name?.message).toBe('Already a holiday');
    expect(notifyError).not.toHaveBeenCalled();
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(form.current.form.getValues()).toEqual({ date: '2026-12-25', name: 'Christmas Day' });
  });

  it('gives any other failure one error toast and keeps the values', async () => {
    const form = renderSubmit({
      submit: () => Promise.reject(new ApiRequestError('The office does not exist', 404)),
      resetTo: () => ({ date: '', name: '' }),
    });
    await act(() => form.current.submit());
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith('The office does not exist');
    expect(form.current.form.formState.errors).toEqual({});
    expect(form.current.form.getValues()).toEqual({ date: '2026-12-25', name: 'Christmas Day' });
  });

  it('calls nothing when the form is not ready, and lets a form show its failures itself', async () => {
    const submit = vi.fn(() => Promise.reject(new Error('boom')));
    const notReady = renderSubmit({ submit, ready: () => false });
    await act(() => notReady.current.submit());
    expect(submit).not.toHaveBeenCalled();

    const showError = vi.fn();
    const own = renderSubmit({ submit, showError });
    await act(() => own.current.submit());
    expect(showError).toHaveBeenCalledTimes(1);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("shows a failure that names no field in the form's own alert, cleared as the next submit starts", async () => {
    const alert = vi.fn();
    const failing = renderSubmit({
      submit: () => Promise.reject(new ApiRequestError('Too many codes, try again later', 429)),
      alert,
    });
    await act(() => failing.current.submit());
    expect(alert.mock.calls).toEqual([[undefined], ['Too many codes, try again later']]);
    expect(notifyError).not.toHaveBeenCalled();

    const onField = renderSubmit({
      submit: () => Promise.reject(new ApiRequestError('Invalid', 400, { holidayName: 'Already a holiday' })),
      fieldMap: { holidayName: 'name' },
      alert,
    });
    alert.mockClear();
    await act(() => onField.current.submit());
    expect(alert.mock.calls).toEqual([[undefined]]);
    expect(onField.current.form.formState.errors.name?.message).toBe('Already a holiday');
  });
});
