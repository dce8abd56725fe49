import { BENCH_UPLOAD_MAX_ROWS, PORTAL_MESSAGES, type BenchUploadRow } from '@smartmove/contract';
import { useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { ApiRequestError } from '../../../lib/api-client';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { paths } from '../../../config/paths';
import { plural } from '../../../lib/format';
import { notifyError } from '../../../lib/toast';
import { uploadBenchList, useUploadBenchListMutation } from '../api/upload-bench-list';
import { COLUMN_LABELS } from '../bench-columns';
import {
  EMPTY_BENCH_ROW,
  checkRows,
  columnOfField,
  type BenchRowInput,
  type CheckedRow,
} from '../bench-rows';
import { readBenchFile } from '../read-bench-file';

export type UploadMode = 'file' | 'type';

export interface PreviewCounts {
  ready: number;
  invalid: number;
  duplicate: number;
}

/** Save refused: the message beside Save, and the first row with an error (which takes the focus). */
export interface SaveRefusal {
  message: string;
  row: number;
}

/**
 * The server's per-row refusal (`candidates.2.visaStatus`) on the rows that were sent: each such row becomes
 * invalid with its errors. Undefined when the error names no row.
 */
function withServerRowErrors(
  preview: readonly CheckedRow[],
  sent: readonly CheckedRow[],
  error: unknown,
): CheckedRow[] | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const byIndex = new Map<number, CheckedRow['errors']>();
  for (const [key, message] of Object.entries(error.errors)) {
    const [, position, field] = /^candidates\.(\d+)\.(\w+)$/.exec(key) ?? [];
    const row = position === undefined ? undefined : sent[Number(position)];
    if (!row || field === undefined) continue;
    const errors = byIndex.get(row.index) ?? {};
    errors[columnOfField(field)] ??= message;
    byIndex.set(row.index, errors);
  }
  if (byIndex.size === 0) return undefined;
  return preview.map((row) => {
    const errors = byIndex.get(row.index);
    return errors ? { index: row.index, input: row.input, errors, status: 'invalid' } : row;
  });
}

/**
 * The bench upload's state and steps: rows from a file or typed in, a preview that checks each row with
 * the API's rules and asks the server which are already on the bench, then saving the ready rows.
 */
export function useBenchUpload() {
  const [mode, setMode] = useState<UploadMode>('file');
  const [rows, setRows] = useState<BenchRowInput[]>([{ ...EMPTY_BENCH_ROW }]);
  const [preview, setPreview] = useState<CheckedRow[] | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<SaveRefusal>();
  /** The rows of the last Save, to place the server's per-row errors. */
  const sentRows = useRef<CheckedRow[]>([]);
  const mutation = useUploadBenchListMutation();
  const navigate = useNavigate();

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
      setRefusal(undefined);
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

  function addRow() {
    setPreview(null);
    setRows((current) => [...current, { ...EMPTY_BENCH_ROW }]);
  }

  function removeRow(index: number) {
    setPreview(null);
    setRows((current) => current.filter((_row, position) => position !== index));
  }

  /** The server refused Save: the message beside it, and the focus on the first row with an error. */
  function refuse(rows: readonly CheckedRow[]): boolean {
    const firstInvalid = rows.find((row) => row.status === 'invalid');
    if (!firstInvalid) return false;
    setRefusal({ message: PORTAL_MESSAGES.bench.fixRowsFirst, row: firstInvalid.index });
    return true;
  }

  const upload = useMutationAction({
    action: mutation.mutateAsync,
    success: (result) => {
      const skipped = result.duplicates.length;
      return `${plural(result.added, 'consultant')} added to your bench${skipped ? `; ${skipped} already there` : ''}`;
    },
    onSuccess: () => void navigate(paths.myBenchList()),
    onError: (_message, error) => {
      // The server checks every row again and stores none when one is wrong: show why on those rows.
      const marked = preview ? withServerRowErrors(preview, sentRows.current, error) : undefined;
      if (marked) {
        setPreview(marked);
        refuse(marked);
      }
    },
  });

  /**
   * Saves the ready rows, but never while a row has an error (Save is disabled then and says so): nothing a
   * partner uploads is dropped.
   */
  async function save() {
    if (!preview || preview.some((row) => row.status === 'invalid')) return;
    setRefusal(undefined);
    sentRows.current = preview.filter((row) => row.status === 'valid');
    await upload(sentRows.current.map((row) => row.data as BenchUploadRow));
  }

  const counts: PreviewCounts | undefined = preview
    ? {
        ready: preview.filter((row) => row.status === 'valid').length,
        invalid: preview.filter((row) => row.status === 'invalid').length,
        duplicate: preview.filter((row) => row.status === 'duplicate').length,
      }
    : undefined;

  return {
    mode,
    setMode,
    rows,
    preview,
    counts,
    refusal,
    fileError,
    checking,
    saving: mutation.isPending,
    chooseFile,
    showPreview: () => showPreview(rows),
    editRow,
    addRow,
    removeRow,
    save,
  };
}
