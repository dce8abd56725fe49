import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Field, useCustomField, type CustomControlProps } from './field';

export interface FileInputProps extends CustomControlProps {
  /** The chosen file, kept by the form. */
  value: File | undefined;
  onChange: (file: File | undefined) => void;
  /** Accepted types for the picker, e.g. ".pdf,.doc,.docx". */
  accept?: string;
  /** Larger files are not kept: the picker is cleared and `onTooLarge` is called. */
  maxBytes?: number;
  onTooLarge?: (file: File) => void;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * A file picker that shows the chosen file's name with a remove button (docs/product.md#forms, resume
 * selection). An oversize file is refused at once and not kept.
 */
export function FileInput({
  name,
  value,
  onChange,
  onBlur,
  accept,
  maxBytes,
  onTooLarge,
  disabled,
  ref,
  ...field
}: FileInputProps) {
  const { controlProps, fieldProps } = useCustomField('field--file', field);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // The form let go of the file (it was sent, or the form was reset): the picker and its announcement
  // forget it too, so that the next file starts from an empty box.
  useEffect(() => {
    if (value) return;
    const input = inputRef.current;
    if (input?.value) {
      input.value = '';
      setAnnouncement('');
    }
  }, [value]);

  const setInputRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file && maxBytes !== undefined && file.size > maxBytes) {
      event.target.value = '';
      onChange(undefined);
      onTooLarge?.(file);
      return;
    }
    onChange(file);
    setAnnouncement(file ? `${file.name} selected` : '');
  };

  const remove = () => {
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
    onChange(undefined);
    setAnnouncement('File removed');
  };

  return (
    <Field {...fieldProps}>
      <input
        ref={setInputRefs}
        type="file"
        name={name}
        accept={accept}
        disabled={disabled}
        className="field__control field__control--file"
        onChange={handleChange}
        onBlur={onBlur}
        {...controlProps}
      />
      {value ? (
        <div className="file-chip">
          {/* An icon drawn here, not a glyph the font may lack. */}
          <svg className="file-chip__icon" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path
              d="M6 2h8l5 5v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
            <path d="M14 2v5h5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
          <span className="file-chip__name">{value.name}</span>
          <span className="file-chip__size">{formatBytes(value.size)}</span>
          <button
            type="button"
            className="file-chip__remove"
            aria-label={`Remove ${value.name}`}
            onClick={remove}
            disabled={disabled}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </Field>
  );
}
