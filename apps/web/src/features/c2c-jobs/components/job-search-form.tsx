import { useId, useState, type FormEvent } from 'react';
import { hasJobFilters, readJobFilters, writeJobFilters, type JobFilters } from '../job-filters';
import { useLiveSearchParams } from '../../../hooks/use-live-search-params';

/** Keyword, location and remote filters; searching writes them to the URL. */
export function JobSearchForm() {
  const [searchParams, updateSearchParams] = useLiveSearchParams();
  const applied = readJobFilters(searchParams);
  const [draft, setDraft] = useState<JobFilters>(applied);
  // A new URL (back button, a shared link) replaces what is in the boxes.
  const appliedKey = searchParams.toString();
  const [seenKey, setSeenKey] = useState(appliedKey);
  if (seenKey !== appliedKey) {
    setSeenKey(appliedKey);
    setDraft(applied);
  }
  const id = useId();

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    updateSearchParams(() => writeJobFilters(draft));
  };
  const clear = () => {
    setDraft({ keyword: '', location: '', remote: '' });
    updateSearchParams(() => new URLSearchParams());
  };

  return (
    <form className="job-search" role="search" aria-label="Search C2C jobs" onSubmit={search}>
      <div className="job-search__field job-search__field--wide">
        <label htmlFor={`${id}-keyword`}>Keyword</label>
        <input
          id={`${id}-keyword`}
          type="search"
          value={draft.keyword}
          placeholder="Title, skill or technology"
          onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
        />
      </div>
      <div className="job-search__field">
        <label htmlFor={`${id}-location`}>Location</label>
        <input
          id={`${id}-location`}
          type="text"
          value={draft.location}
          placeholder="City or state"
          onChange={(event) => setDraft({ ...draft, location: event.target.value })}
        />
      </div>
      <div className="job-search__field">
        <label htmlFor={`${id}-remote`}>Remote</label>
        <select
          id={`${id}-remote`}
          value={draft.remote}
          onChange={(event) => setDraft({ ...draft, remote: event.target.value as JobFilters['remote'] })}
        >
          <option value="">Remote or on-site</option>
          <option value="true">Remote only</option>
          <option value="false">On-site only</option>
        </select>
      </div>
      <div className="job-search__actions">
        <button type="submit" className="button button--primary">
          Search
        </button>
        {hasJobFilters(applied) ? (
          <button type="button" className="button button--secondary" onClick={clear}>
            Clear
          </button>
        ) : null}
      </div>
    </form>
  );
}
