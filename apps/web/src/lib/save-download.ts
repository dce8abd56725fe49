import { apiRequest } from './api-client';

/** Hands a blob to the browser as a file download (a temporary object URL on a clicked link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has started reading it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads an authenticated API answer (a CSV export, a resume): fetched with the bearer token, as a
 * plain link cannot, then saved under `fileName`.
 */
export async function downloadFromApi(
  path: string,
  fileName: string,
  query: Record<string, string | number | undefined> = {},
): Promise<void> {
  const blob = await apiRequest<Blob>(path, { query, responseType: 'blob' });
  saveBlob(blob, fileName);
}

/**
 * An authenticated API file to show in place (a receipt, a certificate): fetched with the bearer token and
 * `disposition=inline` (see hooks/use-file-viewer.ts for why not a link).
 */
export function fetchFileToView(
  path: string,
  query: Record<string, string | number | undefined> = {},
): Promise<Blob> {
  return apiRequest<Blob>(path, { query: { ...query, disposition: 'inline' }, responseType: 'blob' });
}
