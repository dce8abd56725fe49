import type { ReactNode } from 'react';

/** Labelled facts (a description list), each label and value together in a row of its own. */
export function FactList({
  className,
  facts,
}: {
  className: string;
  facts: ReadonlyArray<readonly [label: string, value: ReactNode]>;
}) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
