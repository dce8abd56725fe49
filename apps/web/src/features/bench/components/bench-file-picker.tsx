import { BENCH_UPLOAD_MAX_ROWS } from '@smartmove/contract';
import { useId, useMemo, type ChangeEvent } from 'react';
import { COLUMNS, COLUMN_LABELS } from '../bench-columns';
import { benchTemplateCsv } from '../bench-rows';
import { BENCH_FILE_ACCEPT } from '../read-bench-file';

/** The file step: what the sheet needs, the CSV template, and the file input with its error. */
export function BenchFilePicker({
  error,
  onChoose,
}: {
  error: string | undefined;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const fileInputId = useId();
  const templateHref = useMemo(
    () => `data:text/csv;charset=utf-8,${encodeURIComponent(benchTemplateCsv())}`,
    [],
  );
  return (
    <section className="form-card" aria-labelledby="bench-file-title">
      <h2 id="bench-file-title" className="form-card__title">
        Upload a CSV or Excel file
      </h2>
      <p className="form-card__lead">
        One consultant per row with the columns {COLUMNS.map((column) => COLUMN_LABELS[column]).join(', ')};
        email and phone are optional. Up to {BENCH_UPLOAD_MAX_ROWS} rows at a time.{' '}
        <a href={templateHref} download="bench-template.csv">
          Download the CSV template
        </a>
        .
      </p>
      <div className={error ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={fileInputId}>
          Bench file (CSV or XLSX)
        </label>
        <input
          id={fileInputId}
          type="file"
          accept={BENCH_FILE_ACCEPT}
          className="field__control field__control--file"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fileInputId}-error` : undefined}
          onChange={onChoose}
        />
        {error ? (
          <p id={`${fileInputId}-error`} className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
