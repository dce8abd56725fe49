import { BENCH_UPLOAD_MAX_ROWS } from '@smartmove/contract';
import type { BenchRowInput, CheckedRow } from '../bench-rows';
import { BenchRowFields } from './bench-row-fields';

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
            <BenchRowFields
              idPrefix={`bench-${index}`}
              row={row}
              errors={preview?.[index]?.errors}
              onEdit={(column, value) => onEdit(index, column, value)}
            />
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
