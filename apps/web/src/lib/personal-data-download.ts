import { API_PATHS, personalDataFileName, type PersonalDataExportKind } from '@smartmove/contract';
import { apiRequest } from './api-client';
import { downloadFromApi, saveBlob } from './save-download';

/**
 * "Download my data" and "Export personal data" (docs/personal-data-export.md): a ZIP of
 * data.json and the person's files, saved as personal-data-YYYY-MM-DD.zip.
 */

/** GET /CRM/DownloadMyData: the signed-in person's own copy. */
export function downloadMyData(): Promise<void> {
  return downloadFromApi(API_PATHS.downloadMyData, personalDataFileName(new Date()));
}

/** POST /CRM/DownloadMyApplicationData: the applicant's copy, by their status page's token (in the body). */
export async function downloadMyApplicationData(token: string): Promise<void> {
  const blob = await apiRequest<Blob>(API_PATHS.downloadMyApplicationData, {
    method: 'POST',
    body: { token },
    responseType: 'blob',
  });
  saveBlob(blob, personalDataFileName(new Date()));
}

/** GET /CRM/ExportPersonalData: staff's copy for the person of a record (audited by the server). */
export function exportPersonalData(kind: PersonalDataExportKind, id: string): Promise<void> {
  return downloadFromApi(API_PATHS.exportPersonalData, personalDataFileName(new Date()), { kind, id });
}
