import '../../../styles/inbox.css';
import { SearchBox } from './search-box';

interface Option {
  value: string;
  label: string;
}

/** A filter bar's "Search" box, its wide field: `value` is what is typed, which the list follows. */
export function FilterSearchField({
  id,
  value,
  placeholder,
  onChange,
}: {
  id: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="inbox-filters__field inbox-filters__field--wide">
      <SearchBox id={id} value={value} placeholder={placeholder} onChange={onChange} />
    </div>
  );
}

/** One of a filter bar's choices ("Status"): `allLabel` ("All statuses") for no filter, or one of `options`. */
export function FilterChoiceField({
  id,
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="inbox-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
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
