import { useId, type InputHTMLAttributes } from 'react';

/** A search box with its "Search" label (`labelClassName`: visually-hidden where the form names it already). */
export function SearchBox({
  id,
  labelClassName,
  onChange,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & {
  id?: string;
  labelClassName?: string;
  onChange: (value: string) => void;
}) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <>
      <label htmlFor={inputId} className={labelClassName}>
        Search
      </label>
      <input id={inputId} type="search" {...input} onChange={(event) => onChange(event.target.value)} />
    </>
  );
}
