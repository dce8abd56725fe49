import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { useMutationAction } from './use-mutation-action';

vi.mock('../../../lib/toast', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

beforeEach(() => {
  vi.mocked(notifyError).mockClear();
  vi.mocked(notifySuccess).mockClear();
});

describe('useMutationAction', () => {
  it('calls the action, then shows the success toast, onSuccess and onSettled', async () => {
    const onSuccess = vi.fn();
    const onSettled = vi.fn();
    const remove = useMutationAction({
      action: (name: string) => Promise.resolve({ removed: name }),
      success: (result) => `${result.removed} removed`,
      onSuccess,
      onSettled,
    });
    await remove('Christmas Day');
    expect(notifySuccess).toHaveBeenCalledWith('Christmas Day removed');
    expect(onSuccess).toHaveBeenCalledWith({ removed: 'Christmas Day' }, 'Christmas Day');
    expect(onSettled).toHaveBeenCalledWith('Christmas Day');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("gives a failure one error toast with the server's message, then onError and onSettled", async () => {
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const onSettled = vi.fn();
    const refused = new ApiRequestError('The job is already closed', 409);
    const close = useMutationAction({
      action: () => Promise.reject(refused),
      success: () => 'closed',
      onSuccess,
      onError,
      onSettled,
    });
    await close('job-1');
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith('The job is already closed');
    expect(onError).toHaveBeenCalledWith('The job is already closed', refused);
    expect(onSettled).toHaveBeenCalledWith('job-1');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});
