import type { ReactNode } from 'react';

/** A record's submitted fields as a description list; empty values read "Not given". */
export function RecordFields({
  label,
  fields,
}: {
  label: string;
  fields: ReadonlyArray<[string, ReactNode]>;
}) {
  return (
    <section className="record-fields" aria-label={label}>
      <dl className="record-fields__list">
        {fields.map(([name, value]) => (
          <div key={name} className="record-fields__row">
            <dt>{name}</dt>
            <dd>{value === null || value === undefined || value === '' ? 'Not given' : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
