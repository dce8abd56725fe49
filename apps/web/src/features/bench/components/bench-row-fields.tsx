import { VISA_STATUSES } from '@smartmove/contract';
import { COLUMNS, COLUMN_LABELS } from '../bench-columns';
import type { BenchRowInput, CheckedRow } from '../bench-rows';
import '../../../styles/forms.css';

export interface BenchRowFieldsProps {
  /** Makes the fields' ids unique on the page ("bench-0", "bench-edit"). */
  idPrefix: string;
  row: BenchRowInput;
  errors?: CheckedRow['errors'] | undefined;
  onEdit: (column: keyof BenchRowInput, value: string) => void;
}

/**
 * One consultant's fields, as the upload's typed rows and the edit of a saved consultant show them; the
 * visa status is a choice of the contract's labels (a file's other written forms are mapped on reading).
 */
export function BenchRowFields({ idPrefix, row, errors, onEdit }: BenchRowFieldsProps) {
  return (
    <>
      {COLUMNS.map((column) => {
        const inputId = `${idPrefix}-${column}`;
        const error = errors?.[column];
        return (
          <div className={error ? 'field field--invalid' : 'field'} key={column}>
            <label className="field__label" htmlFor={inputId}>
              {COLUMN_LABELS[column]}
            </label>
            {column === 'visaStatus' ? (
              <select
                id={inputId}
                className="field__control field__control--select"
                value={row.visaStatus}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                onChange={(event) => onEdit(column, event.target.value)}
              >
                <option value="">Select visa status</option>
                {VISA_STATUSES.map((status) => (
                  <option key={status.label} value={status.label}>
                    {status.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={inputId}
                className="field__control"
                type={column === 'email' ? 'email' : column === 'phone' ? 'tel' : 'text'}
                inputMode={column === 'experience' ? 'numeric' : undefined}
                value={row[column]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                onChange={(event) => onEdit(column, event.target.value)}
              />
            )}
            {error ? (
              <p id={`${inputId}-error`} className="field__error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </>
  );
}
