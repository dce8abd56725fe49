import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/** What a form hands the captcha its route renders into it (features do not import each other). */
export interface CaptchaSlotProps {
  onTokenChange: (token: string | undefined) => void;
  resetSignal: number;
}
export type RenderCaptcha = (props: CaptchaSlotProps) => ReactNode;

/** How long a submit waits for the background solve before it gives up with a message. */
export const CAPTCHA_WAIT_MS = 60_000;
export const CAPTCHA_TIMEOUT_MESSAGE =
  'The verification did not finish; please check your connection and try again.';

/**
 * The invisible captcha of a form (docs/product.md#captcha): it solves in the background while the person fills the
 * form; a submit takes the solved token (waiting for it if the solve is still running) and asks for a
 * fresh one at once, since the server accepts each token once.
 */
export function useInvisibleCaptcha() {
  const [resetSignal, setResetSignal] = useState(0);
  const token = useRef<string | undefined>(undefined);
  const waiting = useRef(new Set<(token: string) => void>());

  const onTokenChange = useCallback((next: string | undefined) => {
    token.current = next;
    if (!next) return;
    for (const resolve of waiting.current) resolve(next);
    waiting.current.clear();
  }, []);

  useEffect(() => {
    const pending = waiting.current;
    return () => pending.clear();
  }, []);

  const takeToken = useCallback(async (): Promise<string> => {
    const solved =
      token.current ??
      (await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.current.delete(settle);
          reject(new Error(CAPTCHA_TIMEOUT_MESSAGE));
        }, CAPTCHA_WAIT_MS);
        const settle = (value: string) => {
          clearTimeout(timer);
          resolve(value);
        };
        waiting.current.add(settle);
      }));
    token.current = undefined;
    setResetSignal((count) => count + 1);
    return solved;
  }, []);

  return { slotProps: { onTokenChange, resetSignal } satisfies CaptchaSlotProps, takeToken };
}
