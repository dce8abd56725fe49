import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down whole seconds to zero and can start again', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start(30));
    expect(result.current.secondsLeft).toBe(30);
    void act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.secondsLeft).toBe(20);
    void act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start(5));
    expect(result.current.secondsLeft).toBe(5);
  });
});
