import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_TIMEOUT_MESSAGE, CAPTCHA_WAIT_MS, useInvisibleCaptcha } from './use-invisible-captcha';

describe('useInvisibleCaptcha', () => {
  afterEach(() => vi.useRealTimers());

  it('hands out a solved token once and asks the captcha for a fresh one', async () => {
    const { result } = renderHook(() => useInvisibleCaptcha());
    expect(result.current.slotProps.resetSignal).toBe(0);
    act(() => result.current.slotProps.onTokenChange('token-1'));
    let token: string | undefined;
    await act(async () => {
      token = await result.current.takeToken();
    });
    expect(token).toBe('token-1');
    expect(result.current.slotProps.resetSignal).toBe(1);

    // The next submit waits for the fresh solve instead of reusing the spent token.
    let next: Promise<string> | undefined;
    act(() => {
      next = result.current.takeToken();
    });
    act(() => result.current.slotProps.onTokenChange('token-2'));
    await act(async () => {
      expect(await next).toBe('token-2');
    });
    expect(result.current.slotProps.resetSignal).toBe(2);
  });

  it('does not hand out a token that expired meanwhile', async () => {
    const { result } = renderHook(() => useInvisibleCaptcha());
    act(() => result.current.slotProps.onTokenChange('old'));
    act(() => result.current.slotProps.onTokenChange(undefined));
    let taken: Promise<string> | undefined;
    act(() => {
      taken = result.current.takeToken();
    });
    act(() => result.current.slotProps.onTokenChange('renewed'));
    await act(async () => {
      expect(await taken).toBe('renewed');
    });
  });

  it('gives up with a message when the solve never finishes', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useInvisibleCaptcha());
    let taken: Promise<string> | undefined;
    act(() => {
      taken = result.current.takeToken();
    });
    const outcome = taken!.catch((error: Error) => error.message);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CAPTCHA_WAIT_MS);
    });
    expect(await outcome).toBe(CAPTCHA_TIMEOUT_MESSAGE);
  });
});
