import { useDownload } from '../../hooks/use-download';

/**
 * A button that downloads a person's data as a ZIP ("Download my data", "Export personal data"): it says
 * "Preparing…" while the file is on its way, and a failure shows as one error toast.
 */
export function DownloadDataButton({
  label,
  download,
  className = 'button button--secondary',
  ariaLabel,
}: {
  label: string;
  download: () => Promise<void>;
  className?: string;
  /** A longer accessible name where the label alone is ambiguous (one button per row of a table). */
  ariaLabel?: string;
}) {
  const { downloading, download: start } = useDownload();
  const busy = downloading !== undefined;
  return (
    <button
      type="button"
      className={className}
      aria-label={ariaLabel}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => void start('data', download)}
    >
      {busy ? 'Preparing…' : label}
    </button>
  );
}
