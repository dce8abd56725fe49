import '../../../styles/inbox.css';
import { useId } from 'react';
import { useNavigation } from 'react-router';
import { FilterChoiceField, FilterSearchField } from '../../../components/ui/form/filter-bar-fields';
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
  filter,
  ...field
}: {
  id: string;
  label: string;
  allLabel: string;
  filter: Exclude<keyof InboxUrlFilters, 'search' | 'duplicate'>;
  options: readonly Option[];
}) {
  const [searchParams, updateSearchParams] = useLiveSearchParams();
  return (
    <FilterChoiceField
      {...field}
      value={readInboxFilters(searchParams)[filter]}
      onChange={(value) => updateSearchParams((current) => writeInboxFilters(current, { [filter]: value }))}
    />
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
  const choices = [
    { filter: 'kind', label: 'Kind', allLabel: 'All kinds', options: kindOptions },
    { filter: 'job', label: 'Job', allLabel: 'All jobs', options: jobOptions },
    { filter: 'status', label: 'Status', allLabel: 'All statuses', options: statusOptions },
  ] as const;

  return (
    <form
      className={duplicateLabel ? 'inbox-filters inbox-filters--check' : 'inbox-filters'}
      role="search"
      aria-label={label}
      onSubmit={submit}
    >
      <FilterSearchField id={`${id}-search`} value={draft} placeholder={placeholder} onChange={setDraft} />
      {choices.map(({ filter, options, ...choice }) =>
        options ? (
          <FilterSelect key={filter} id={`${id}-${filter}`} filter={filter} options={options} {...choice} />
        ) : null,
      )}
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
