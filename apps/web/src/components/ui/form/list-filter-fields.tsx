import { Select } from './select';
import { TextInput } from './text-input';

/**
 * A list's "Search" box and "Status" select (its codes with their labels, "All" for none), side by side;
 * each change goes to `onChange`, useListFilters' setFilter.
 */
export function ListFilterFields<Status extends string>({
  label,
  searchPlaceholder,
  search,
  status,
  statuses,
  statusLabels,
  onChange,
}: {
  /** Names the search landmark: "Find people". */
  label: string;
  searchPlaceholder: string;
  search: string;
  status: Status | '';
  statuses: readonly Status[];
  statusLabels: Record<Status, string>;
  onChange: (name: 'search' | 'status', value: string) => void;
}) {
  return (
    <div className="form__grid form__grid--two" role="search" aria-label={label}>
      <TextInput
        label="Search"
        type="search"
        value={search}
        placeholder={searchPlaceholder}
        onChange={(event) => onChange('search', event.target.value)}
      />
      <Select
        label="Status"
        placeholder="All"
        options={statuses.map((code) => ({ value: code, label: statusLabels[code] }))}
        value={status}
        onChange={(event) => onChange('status', event.target.value)}
      />
    </div>
  );
}
