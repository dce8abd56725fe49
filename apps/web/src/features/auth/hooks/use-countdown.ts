import { useCallback, useEffect, useRef, useState } from 'react';

/** A seconds countdown (the resend cooldown): `start(30)` counts 30, 29, ... 0 in whole seconds. */
export function useCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const deadline = useRef(0);
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    // Measured against the clock, so a throttled background tab still ends on time.
    const timer = setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000)));
    }, 250);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback((seconds: number) => {
    deadline.current = Date.now() + seconds * 1000;
    setSecondsLeft(Math.max(0, Math.ceil(seconds)));
  }, []);

  return { secondsLeft, start };
}
