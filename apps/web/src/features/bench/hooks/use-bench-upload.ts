import { BENCH_UPLOAD_MAX_ROWS, PORTAL_MESSAGES, type BenchUploadRow } from '@smartmove/contract';
import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { paths } from '../../../config/paths';
import { plural } from '../../../lib/format';
import { notifyError } from '../../../lib/toast';
import { uploadBenchList, useUploadBenchListMutation } from '../api/upload-bench-list';
import { COLUMN_LABELS } from '../bench-columns';
import { EMPTY_BENCH_ROW, checkRows, type BenchRowInput, type CheckedRow } from '../bench-rows';
import { readBenchFile } from '../read-bench-file';

export type UploadMode = 'file' | 'type';

export interface PreviewCounts {
  ready: number;
  invalid: number;
  duplicate: number;
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

  const upload = useMutationAction({
    action: mutation.mutateAsync,
    success: (result) => {
      const skipped = result.duplicates.length;
      return `${plural(result.added, 'consultant')} added to your bench${skipped ? `; ${skipped} already there` : ''}`;
    },
    onSuccess: () => void navigate(paths.myBenchList()),
  });

  async function save() {
    if (!preview) return;
    await upload(preview.filter((row) => row.status === 'valid').map((row) => row.data as BenchUploadRow));
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
