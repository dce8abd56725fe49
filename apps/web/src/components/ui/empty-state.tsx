import type { ReactNode } from 'react';
import '../../styles/lists.css';

/** What an empty list says, and the one action that fills it. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="empty-state">
      <svg className="empty-state__icon" aria-hidden="true" viewBox="0 0 48 48" width="48" height="48">
        <rect
          x="8"
          y="10"
          width="32"
          height="28"
          rx="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        />
        <path d="M8 20h32M18 28h12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <p className="empty-state__title">{title}</p>
      {children ? <div className="empty-state__text">{children}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
