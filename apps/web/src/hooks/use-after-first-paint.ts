import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the component once. A page shows what it has first and only then
 * starts on a part that needs more code (the apply form), so that part's download does not hold up the
 * first paint of the rest.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
