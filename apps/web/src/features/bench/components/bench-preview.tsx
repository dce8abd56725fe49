import { useEffect } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { plural } from '../../../lib/format';
import { COLUMN_LABELS } from '../bench-columns';
import type { BenchRowInput, CheckedRow } from '../bench-rows';
import type { PreviewCounts, SaveRefusal } from '../hooks/use-bench-upload';

/** The element that takes the focus when Save is refused for this row: its errors. */
const errorsId = (index: number) => `bench-preview-errors-${index}`;

const COLUMNS: ReadonlyArray<DataTableColumn<CheckedRow>> = [
  { label: 'Row', cell: (row) => row.index + 1 },
  {
    label: 'Consultant',
    cell: (row) => (
      <>
        {row.input.name || '—'}
        <span className="data-table__sub">{row.input.title}</span>
      </>
    ),
  },
  { label: 'Experience', cell: (row) => row.input.experience },
  { label: 'Location', cell: (row) => row.input.location },
  { label: 'Visa', cell: (row) => row.input.visaStatus },
  { label: 'Skills', className: 'data-table__wrap', cell: (row) => row.input.skills },
  {
    label: 'Status',
    cell: (row) =>
      row.status === 'valid' ? (
        <span className="status-badge status-badge--success">Ready</span>
      ) : row.status === 'duplicate' ? (
        <>
          <span className="status-badge status-badge--warning">Duplicate</span>
          <span className="data-table__sub">{row.duplicateReason}</span>
        </>
      ) : (
        <div id={errorsId(row.index)} tabIndex={-1} className="bench-preview__problem">
          <span className="visually-hidden">Row {row.index + 1}: </span>
          <span className="status-badge status-badge--danger">Error</span>
          <ul className="bench-preview__errors">
            {Object.entries(row.errors).map(([column, message]) => (
              <li key={column}>
                {COLUMN_LABELS[column as keyof BenchRowInput]}: {message}
              </li>
            ))}
          </ul>
        </div>
      ),
  },
];

export interface BenchPreviewProps {
  preview: readonly CheckedRow[];
  counts: PreviewCounts;
  /** Offers to fix the file's rows in the editor. */
  onFixRows?: (() => void) | undefined;
  /** Save refused by the server for a row: the message beside Save; the row's errors take the focus. */
  refusal?: SaveRefusal | undefined;
  saving: boolean;
  onSave: () => void;
}

/**
 * The preview step: what is ready, what is wrong with each row, and Save, which is disabled and reads
 * "Fix 1 row to save" while any row has an error; a refusal of the server (a row it found wrong) is said
 * beside it.
 */
export function BenchPreview({ preview, counts, onFixRows, refusal, saving, onSave }: BenchPreviewProps) {
  useEffect(() => {
    if (refusal) document.getElementById(errorsId(refusal.row))?.focus();
  }, [refusal]);

  return (
    <section className="bench-preview" aria-labelledby="bench-preview-title">
      <h2 id="bench-preview-title">Preview</h2>
      <p className="bench-preview__summary" role="status">
        {plural(counts.ready, 'consultant')} ready to save
        {counts.invalid ? `, ${plural(counts.invalid, 'row')} with errors` : ''}
        {counts.duplicate ? `, ${plural(counts.duplicate, 'duplicate')}` : ''}.
      </p>
      <DataTable
        caption="Rows to upload and what is wrong with them"
        className="bench-preview__table"
        columns={COLUMNS}
        rows={preview}
        rowKey={(row) => row.index}
        rowClassName={(row) => `bench-preview__row bench-preview__row--${row.status}`}
      />
      {refusal ? (
        <p id="bench-save-refused" className="bench-preview__refusal" role="alert">
          {refusal.message}
        </p>
      ) : null}
      <div className="form__actions">
        {onFixRows ? (
          <button type="button" className="button button--secondary" onClick={onFixRows}>
            Fix rows here
          </button>
        ) : null}
        <button
          type="button"
          className="button button--primary"
          disabled={counts.invalid > 0 || counts.ready === 0 || saving}
          aria-describedby={refusal ? 'bench-save-refused' : undefined}
          onClick={onSave}
        >
          {saving
            ? 'Wait...'
            : counts.invalid > 0
              ? `Fix ${plural(counts.invalid, 'row')} to save`
              : `Save ${plural(counts.ready, 'consultant')}`}
        </button>
      </div>
    </section>
  );
}
