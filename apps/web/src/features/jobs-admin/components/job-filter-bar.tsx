import { JOB_STATUS_CODES, JOB_STATUS_LABELS } from '@smartmove/contract';
import { useId } from 'react';
import { useLiveSearchParams } from '../../../hooks/use-live-search-params';
import { useSearchDraft } from '../../../hooks/use-search-draft';
import '../../../styles/inbox.css';

/** The URL with one filter changed: back to page 1, an empty filter left out. */
function withFilter(searchParams: URLSearchParams, name: 'search' | 'status', value: string) {
  const next = new URLSearchParams(searchParams);
  if (value.trim()) next.set(name, value);
  else next.delete(name);
  next.delete('page');
  return next;
}

const withSearch = (current: URLSearchParams, search: string) => withFilter(current, 'search', search);

/** "Search" (as you type and on Enter) and "Status" (Open, Closed), both kept in the URL. */
export function JobFilterBar({ search, status }: { search: string; status: string }) {
  const [, updateSearchParams] = useLiveSearchParams();
  const { draft, setDraft, submit } = useSearchDraft(search, updateSearchParams, withSearch);
  const id = useId();

  return (
    <form className="inbox-filters" role="search" aria-label="Search jobs" onSubmit={submit}>
      <div className="inbox-filters__field inbox-filters__field--wide">
        <label htmlFor={`${id}-search`}>Search</label>
        <input
          id={`${id}-search`}
          type="search"
          value={draft}
          placeholder="Title, location or skill"
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
      <div className="inbox-filters__field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) =>
            updateSearchParams((current) => withFilter(current, 'status', event.target.value))
          }
        >
          <option value="">All statuses</option>
          {JOB_STATUS_CODES.map((code) => (
            <option key={code} value={code}>
              {JOB_STATUS_LABELS[code]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
