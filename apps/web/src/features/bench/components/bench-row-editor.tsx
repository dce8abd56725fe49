import { BENCH_UPLOAD_MAX_ROWS, VISA_STATUSES } from '@smartmove/contract';
import { COLUMNS, COLUMN_LABELS } from '../bench-columns';
import type { BenchRowInput, CheckedRow } from '../bench-rows';

export interface BenchRowEditorProps {
  rows: readonly BenchRowInput[];
  /** The last preview, whose errors show under the fields. */
  preview: readonly CheckedRow[] | null;
  checking: boolean;
  onEdit: (index: number, column: keyof BenchRowInput, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onPreview: () => void;
}

/** The typing step: a group of fields per consultant, rows added and removed, then Preview. */
export function BenchRowEditor({
  rows,
  preview,
  checking,
  onEdit,
  onAdd,
  onRemove,
  onPreview,
}: BenchRowEditorProps) {
  return (
    <section className="form-card" aria-labelledby="bench-rows-title">
      <h2 id="bench-rows-title" className="form-card__title">
        Type your consultants
      </h2>
      <div className="bench-editor">
        {rows.map((row, index) => (
          <fieldset className="bench-editor__row" key={index}>
            <legend>Consultant {index + 1}</legend>
            {COLUMNS.map((column) => {
              const inputId = `bench-${index}-${column}`;
              const error = preview?.[index]?.errors[column];
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
                      onChange={(event) => onEdit(index, column, event.target.value)}
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
                      onChange={(event) => onEdit(index, column, event.target.value)}
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
            <button
              type="button"
              className="button button--secondary bench-editor__remove"
              disabled={rows.length === 1}
              onClick={() => onRemove(index)}
            >
              Remove<span className="visually-hidden"> consultant {index + 1}</span>
            </button>
          </fieldset>
        ))}
      </div>
      <div className="form__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={rows.length >= BENCH_UPLOAD_MAX_ROWS}
          onClick={onAdd}
        >
          Add row
        </button>
        <button type="button" className="button button--primary" disabled={checking} onClick={onPreview}>
          {checking ? 'Wait...' : 'Preview'}
        </button>
      </div>
    </section>
  );
}
