import { JOB_STATUS_CODES, JOB_STATUS_LABELS } from '@smartmove/contract';
import { useId } from 'react';
import { FilterChoiceField, FilterSearchField } from '../../../components/ui/form/filter-bar-fields';
import { useLiveSearchParams } from '../../../hooks/use-live-search-params';
import { useSearchDraft } from '../../../hooks/use-search-draft';
import '../../../styles/inbox.css';

const STATUS_OPTIONS = JOB_STATUS_CODES.map((code) => ({ value: code, label: JOB_STATUS_LABELS[code] }));

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
      <FilterSearchField
        id={`${id}-search`}
        value={draft}
        placeholder="Title, location or skill"
        onChange={setDraft}
      />
      <FilterChoiceField
        id={`${id}-status`}
        label="Status"
        allLabel="All statuses"
        value={status}
        options={STATUS_OPTIONS}
        onChange={(value) => updateSearchParams((current) => withFilter(current, 'status', value))}
      />
    </form>
  );
}
