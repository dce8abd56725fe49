import {
  BENCH_UPLOAD_MAX_ROWS,
  PORTAL_MESSAGES,
  VISA_STATUSES,
  type BenchUploadRow,
} from '@smartmove/contract';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { paths } from '../../../config/paths';
import { plural } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { uploadBenchList, useUploadBenchListMutation } from '../api/upload-bench-list';
import {
  EMPTY_BENCH_ROW,
  benchTemplateCsv,
  checkRows,
  type BenchRowInput,
  type CheckedRow,
} from '../bench-rows';
import { BENCH_FILE_ACCEPT, readBenchFile } from '../read-bench-file';
import '../../../styles/forms.css';
import '../../../styles/lists.css';

type Mode = 'file' | 'type';

const COLUMN_LABELS: Record<keyof BenchRowInput, string> = {
  title: 'Title',
  name: 'Name',
  experience: 'Experience (years)',
  location: 'Location',
  visaStatus: 'Visa status',
  skills: 'Skills',
  email: 'Email',
  phone: 'Phone',
};
const COLUMNS = Object.keys(COLUMN_LABELS) as Array<keyof BenchRowInput>;

/** /upload-your-bench-sales-data: a CSV/XLSX file or typed rows, a preview with per-row errors, then save. */
export function BenchUpload() {
  const [mode, setMode] = useState<Mode>('file');
  const [rows, setRows] = useState<BenchRowInput[]>([{ ...EMPTY_BENCH_ROW }]);
  const [preview, setPreview] = useState<CheckedRow[] | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const mutation = useUploadBenchListMutation();
  const navigate = useNavigate();
  const fileInputId = useId();
  const templateHref = useMemo(
    () => `data:text/csv;charset=utf-8,${encodeURIComponent(benchTemplateCsv())}`,
    [],
  );

  /** Checks each row with the API's rules, then asks the server which valid rows are already on the bench. */
  async function showPreview(nextRows: BenchRowInput[]) {
    if (nextRows.length > BENCH_UPLOAD_MAX_ROWS) {
      setFileError(PORTAL_MESSAGES.bench.tooManyRows);
      return;
    }
    const checked = checkRows(nextRows);
    const valid = checked.filter((row) => row.status === 'valid');
    setChecking(true);
    try {
      if (valid.length > 0) {
        const result = await uploadBenchList(
          valid.map((row) => row.data as BenchUploadRow),
          true,
        );
        for (const duplicate of result.duplicates) {
          const row = valid[duplicate.index];
          if (row) Object.assign(row, { status: 'duplicate', duplicateReason: duplicate.reason });
        }
      }
      setPreview(checked);
    } catch (error) {
      notifyError(failureMessage(error));
    } finally {
      setChecking(false);
    }
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setFileError(undefined);
    setPreview(null);
    if (!file) return;
    try {
      const { rows: read, missingColumns } = await readBenchFile(file);
      if (missingColumns.length > 0) {
        setFileError(
          `The file has no ${missingColumns.map((column) => `“${COLUMN_LABELS[column as keyof BenchRowInput]}”`).join(', ')} column. Use the template's column titles.`,
        );
        return;
      }
      if (read.length === 0) {
        setFileError(PORTAL_MESSAGES.bench.noRows);
        return;
      }
      setRows(read);
      await showPreview(read);
    } catch (error) {
      setFileError(error instanceof Error ? error.message : 'The file could not be read');
    }
  }

  function editRow(index: number, column: keyof BenchRowInput, value: string) {
    setPreview(null);
    setRows((current) =>
      current.map((row, position) => (position === index ? { ...row, [column]: value } : row)),
    );
  }

  async function save() {
    if (!preview) return;
    const ready = preview.filter((row) => row.status === 'valid').map((row) => row.data as BenchUploadRow);
    try {
      const result = await mutation.mutateAsync(ready);
      const skipped = result.duplicates.length;
      notifySuccess(
        `${plural(result.added, 'consultant')} added to your bench${skipped ? `; ${skipped} already there` : ''}`,
      );
      navigate(paths.myBenchList());
    } catch (error) {
      notifyError(failureMessage(error));
    }
  }

  const counts = preview
    ? {
        ready: preview.filter((row) => row.status === 'valid').length,
        invalid: preview.filter((row) => row.status === 'invalid').length,
        duplicate: preview.filter((row) => row.status === 'duplicate').length,
      }
    : undefined;

  return (
    <div className="container portal-section bench-upload">
      <div className="segmented" role="group" aria-label="How to add consultants">
        <button
          type="button"
          className="segmented__option"
          aria-pressed={mode === 'file'}
          onClick={() => setMode('file')}
        >
          Upload a file
        </button>
        <button
          type="button"
          className="segmented__option"
          aria-pressed={mode === 'type'}
          onClick={() => setMode('type')}
        >
          Type rows
        </button>
      </div>

      {mode === 'file' ? (
        <section className="form-card" aria-labelledby="bench-file-title">
          <h2 id="bench-file-title" className="form-card__title">
            Upload a CSV or Excel file
          </h2>
          <p className="form-card__lead">
            One consultant per row with the columns{' '}
            {COLUMNS.map((column) => COLUMN_LABELS[column]).join(', ')}; email and phone are optional. Up to{' '}
            {BENCH_UPLOAD_MAX_ROWS} rows at a time.{' '}
            <a href={templateHref} download="bench-template.csv">
              Download the CSV template
            </a>
            .
          </p>
          <div className={fileError ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor={fileInputId}>
              Bench file (CSV or XLSX)
            </label>
            <input
              id={fileInputId}
              type="file"
              accept={BENCH_FILE_ACCEPT}
              className="field__control field__control--file"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${fileInputId}-error` : undefined}
              onChange={(event) => void chooseFile(event)}
            />
            {fileError ? (
              <p id={`${fileInputId}-error`} className="field__error" role="alert">
                {fileError}
              </p>
            ) : null}
          </div>
        </section>
      ) : (
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
                          onChange={(event) => editRow(index, column, event.target.value)}
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
                          onChange={(event) => editRow(index, column, event.target.value)}
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
                  onClick={() => {
                    setPreview(null);
                    setRows((current) => current.filter((_row, position) => position !== index));
                  }}
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
              onClick={() => {
                setPreview(null);
                setRows((current) => [...current, { ...EMPTY_BENCH_ROW }]);
              }}
            >
              Add row
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={checking}
              onClick={() => void showPreview(rows)}
            >
              {checking ? 'Wait...' : 'Preview'}
            </button>
          </div>
        </section>
      )}

      {preview && counts ? (
        <section className="bench-preview" aria-labelledby="bench-preview-title">
          <h2 id="bench-preview-title">Preview</h2>
          <p className="bench-preview__summary" role="status">
            {plural(counts.ready, 'consultant')} ready to save
            {counts.invalid ? `, ${plural(counts.invalid, 'row')} with errors` : ''}
            {counts.duplicate ? `, ${plural(counts.duplicate, 'duplicate')}` : ''}.
          </p>
          <div className="table-wrap">
            <table className="data-table bench-preview__table">
              <caption className="visually-hidden">Rows to upload and what is wrong with them</caption>
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Consultant</th>
                  <th scope="col">Experience</th>
                  <th scope="col">Location</th>
                  <th scope="col">Visa</th>
                  <th scope="col">Skills</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {preview.map((row) => (
                  <tr key={row.index} className={`bench-preview__row bench-preview__row--${row.status}`}>
                    <th scope="row" data-label="Row">
                      {row.index + 1}
                    </th>
                    <td data-label="Consultant">
                      {row.input.name || '—'}
                      <span className="data-table__sub">{row.input.title}</span>
                    </td>
                    <td data-label="Experience">{row.input.experience}</td>
                    <td data-label="Location">{row.input.location}</td>
                    <td data-label="Visa">{row.input.visaStatus}</td>
                    <td data-label="Skills" className="data-table__wrap">
                      {row.input.skills}
                    </td>
                    <td data-label="Status">
                      {row.status === 'valid' ? (
                        <span className="status-badge status-badge--success">Ready</span>
                      ) : row.status === 'duplicate' ? (
                        <>
                          <span className="status-badge status-badge--warning">Duplicate</span>
                          <span className="data-table__sub">{row.duplicateReason}</span>
                        </>
                      ) : (
                        <>
                          <span className="status-badge status-badge--danger">Error</span>
                          <ul className="bench-preview__errors">
                            {Object.entries(row.errors).map(([column, message]) => (
                              <li key={column}>
                                {COLUMN_LABELS[column as keyof BenchRowInput]}: {message}
                              </li>
                            ))}
                          </ul>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="form__actions">
            {mode === 'file' ? (
              <button type="button" className="button button--secondary" onClick={() => setMode('type')}>
                Fix rows here
              </button>
            ) : null}
            <button
              type="button"
              className="button button--primary"
              disabled={counts.ready === 0 || mutation.isPending}
              onClick={() => void save()}
            >
              {mutation.isPending ? 'Wait...' : `Save ${plural(counts.ready, 'consultant')}`}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
