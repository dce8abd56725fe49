import type { ReactNode } from 'react';
import '../../styles/lists.css';

/** The loading and failed states of data a page is waiting for. */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="query-status" role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }): ReactNode {
  return (
    <div className="query-status query-status--error" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
