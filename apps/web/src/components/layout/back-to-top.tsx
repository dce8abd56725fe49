import { useEffect, useState } from 'react';

const SHOW_AFTER_PX = 400;

/** The scroll-to-top control (docs/product.md#pages). */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <button
      type="button"
      className={visible ? 'back-to-top back-to-top--visible' : 'back-to-top'}
      aria-label="Back to top"
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
        <path
          d="M12 5l-7 7m7-7l7 7M12 5v14"
          stroke="currentColor"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
