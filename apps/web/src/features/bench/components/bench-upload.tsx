import { useBenchUpload } from '../hooks/use-bench-upload';
import { BenchFilePicker } from './bench-file-picker';
import { BenchPreview } from './bench-preview';
import { BenchRowEditor } from './bench-row-editor';
import '../../../styles/forms.css';
import '../../../styles/lists.css';

/** /upload-your-bench-sales-data: a CSV/XLSX file or typed rows, a preview with per-row errors, then save. */
export function BenchUpload() {
  const upload = useBenchUpload();
  const { mode, setMode, preview, counts } = upload;

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
        <BenchFilePicker error={upload.fileError} onChoose={(event) => void upload.chooseFile(event)} />
      ) : (
        <BenchRowEditor
          rows={upload.rows}
          preview={preview}
          checking={upload.checking}
          onEdit={upload.editRow}
          onAdd={upload.addRow}
          onRemove={upload.removeRow}
          onPreview={() => void upload.showPreview()}
        />
      )}

      {preview && counts ? (
        <BenchPreview
          preview={preview}
          counts={counts}
          onFixRows={mode === 'file' ? () => setMode('type') : undefined}
          refusal={upload.refusal}
          saving={upload.saving}
          onSave={() => void upload.save()}
        />
      ) : null}
    </div>
  );
}
