import type { Practice } from '../practices';

/** A decorative icon for each practice (hidden from assistive technology). */
export function PracticeIcon({ practice }: { practice: Practice['id'] }) {
  const common = {
    'aria-hidden': true,
    focusable: false,
    viewBox: '0 0 48 48',
    width: 48,
    height: 48,
    className: 'practice-icon',
  } as const;
  switch (practice) {
    case 'data-engineering':
      return (
        <svg {...common}>
          <ellipse cx="24" cy="11" rx="15" ry="6" fill="currentColor" />
          <path
            d="M9 11v26c0 3.3 6.7 6 15 6s15-2.7 15-6V11c0 3.3-6.7 6-15 6S9 14.3 9 11z"
            fill="currentColor"
            opacity=".55"
          />
          <path d="M9 24c0 3.3 6.7 6 15 6s15-2.7 15-6" stroke="#fff" strokeWidth="2" fill="none" />
        </svg>
      );
    case 'full-stack-development':
      return (
        <svg {...common}>
          <rect x="4" y="8" width="40" height="32" rx="5" fill="currentColor" opacity=".55" />
          <rect x="4" y="8" width="40" height="8" rx="4" fill="currentColor" />
          <path
            d="M19 22l-6 6 6 6M29 22l6 6-6 6"
            stroke="#fff"
            strokeWidth="3"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
      );
    case 'microsoft-dynamics':
      return (
        <svg {...common}>
          <rect x="5" y="5" width="17" height="17" rx="3" fill="currentColor" />
          <rect x="26" y="5" width="17" height="17" rx="3" fill="currentColor" opacity=".55" />
          <rect x="5" y="26" width="17" height="17" rx="3" fill="currentColor" opacity=".55" />
          <rect x="26" y="26" width="17" height="17" rx="3" fill="currentColor" />
        </svg>
      );
  }
}
