import '../../../styles/inbox.css';
import { useId } from 'react';
import { useNavigation } from 'react-router';
import { useDownload } from '../../../hooks/use-download';
import { useLiveSearchParams } from '../../../hooks/use-live-search-params';
import { useSearchDraft } from '../../../hooks/use-search-draft';
import { readInboxFilters, writeInboxFilters, type InboxUrlFilters } from '../inbox-filters';

const withSearch = (current: URLSearchParams, search: string) => writeInboxFilters(current, { search });

interface Option {
  value: string;
  label: string;
}

/** One of the bar's choices ("Kind", "Job", "Status"), written to the URL as it changes. */
function FilterSelect({
  id,
  label,
  allLabel,
  filter,
  options,
}: {
  id: string;
  label: string;
  allLabel: string;
  filter: Exclude<keyof InboxUrlFilters, 'search' | 'duplicate'>;
  options: readonly Option[];
}) {
  const [searchParams, updateSearchParams] = useLiveSearchParams();
  return (
    <div className="inbox-filters__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={readInboxFilters(searchParams)[filter]}
        onChange={(event) =>
          updateSearchParams((current) => writeInboxFilters(current, { [filter]: event.target.value }))
        }
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * "Possible duplicate": only the records so marked (docs/product.md#possible-duplicates), written to the URL
 * as it changes.
 */
function DuplicateCheckbox({ id, label }: { id: string; label: string }) {
  const [searchParams, updateSearchParams] = useLiveSearchParams();
  return (
    <div className="inbox-filters__field inbox-filters__check">
      <input
        id={id}
        type="checkbox"
        checked={readInboxFilters(searchParams).duplicate === '1'}
        onChange={(event) =>
          updateSearchParams((current) =>
            writeInboxFilters(current, { duplicate: event.target.checked ? '1' : '' }),
          )
        }
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/**
 * Search (as you type and on Enter), "Kind", "Job" and "Status" filters and (applications) the "Possible
 * duplicate" check written to the URL, and (when the list exports) "Export CSV" of what they select.
 */
export function InboxFilterBar({
  label,
  kindOptions,
  jobOptions,
  statusOptions,
  duplicateLabel,
  onExport,
  placeholder = 'Name, e-mail or text',
}: {
  /** Names the search landmark, e.g. "Search inquiries". */
  label: string;
  kindOptions?: readonly Option[];
  jobOptions?: readonly Option[];
  statusOptions: readonly Option[];
  /** The label of a check that keeps only the records marked as possible duplicates; none without it. */
  duplicateLabel?: string;
  /** "Export CSV" of what the filters select; without it the bar has no export. */
  onExport?: () => Promise<void>;
  /** What the search box looks in. */
  placeholder?: string;
}) {
  const [searchParams, updateSearchParams] = useLiveSearchParams();
  const applied = readInboxFilters(searchParams);
  // A link followed while the search waits to apply wins: the pending search must not replace its navigation.
  const navigating = useNavigation().state !== 'idle';
  const { draft, setDraft, submit } = useSearchDraft(
    applied.search,
    updateSearchParams,
    withSearch,
    navigating,
  );
  const { downloading, download } = useDownload();
  const exporting = downloading !== undefined;
  const id = useId();

  return (
    <form
      className={duplicateLabel ? 'inbox-filters inbox-filters--check' : 'inbox-filters'}
      role="search"
      aria-label={label}
      onSubmit={submit}
    >
      <div className="inbox-filters__field inbox-filters__field--wide">
        <label htmlFor={`${id}-search`}>Search</label>
        <input
          id={`${id}-search`}
          type="search"
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
      {kindOptions ? (
        <FilterSelect
          id={`${id}-kind`}
          label="Kind"
          allLabel="All kinds"
          filter="kind"
          options={kindOptions}
        />
      ) : null}
      {jobOptions ? (
        <FilterSelect id={`${id}-job`} label="Job" allLabel="All jobs" filter="job" options={jobOptions} />
      ) : null}
      <FilterSelect
        id={`${id}-status`}
        label="Status"
        allLabel="All statuses"
        filter="status"
        options={statusOptions}
      />
      {duplicateLabel ? <DuplicateCheckbox id={`${id}-duplicate`} label={duplicateLabel} /> : null}
      {onExport ? (
        <div className="inbox-filters__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void download('export', onExport)}
            disabled={exporting}
          >
            {exporting ? 'Exporting…' : 'Export CSV'}
          </button>
        </div>
      ) : null}
    </form>
  );
}
