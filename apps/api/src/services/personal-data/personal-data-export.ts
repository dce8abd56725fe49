import type { Readable } from 'node:stream';
import { PERSONAL_DATA_EXPORT_FORMAT, PERSONAL_DATA_EXPORT_VERSION } from '@smartmove/contract';
import { ZipFile } from 'yazl';
import type { ExportFile } from '../../repositories/personal-data/personal-data-export-queries.js';
import type { FileStorage } from '../../adapters/file-storage.js';
import { personalDataSummaryHtml, SUMMARY_HTML } from './personal-data-summary.js';

export type { ExportFile } from '../../repositories/personal-data/personal-data-export-queries.js';

/** Whose copy it is, and who asked for it, as data.json says. */
export interface ExportSubject {
  kind: 'person' | 'application' | 'inquiry';
  id: string;
}

export const DATA_JSON = 'data.json';

/**
 * The ZIP of "Download my data" (docs/personal-data-export.md): data.json first, summary.html (the same, for a
 * person to read: what is held, why, since when; `privacyUrl` is the privacy notice it links), then each stored file,
 * opened only when the ZIP reaches it and streamed through uncompressed (resumes, PDFs and images are
 * compressed already). Nothing is held whole in memory: the ZIP's stream moves at the pace its reader takes
 * it, whatever the size of the files. Files the storage no longer has are left out, and data.json names them
 * as null; a file that cannot be read once the ZIP has started ends the stream with an error.
 */
export async function createPersonalDataZip(
  fileStorage: FileStorage,
  subject: ExportSubject,
  found: { data: Record<string, unknown>; files: readonly ExportFile[] },
  at: Date,
  privacyUrl: string,
): Promise<Readable> {
  const present: ExportFile[] = [];
  const missing = new Set<string>();
  for (const file of found.files) {
    if (await fileStorage.exists(file.storedName)) present.push(file);
    else missing.add(file.path);
  }
  const document = {
    format: PERSONAL_DATA_EXPORT_FORMAT,
    version: PERSONAL_DATA_EXPORT_VERSION,
    generatedAt: at.toISOString(),
    subject,
    ...found.data,
  };
  // A file reference is an object with a `path`: a file gone from the storage is named as null.
  const json = JSON.stringify(
    document,
    (_key, value: unknown) =>
      value !== null &&
      typeof value === 'object' &&
      'path' in value &&
      typeof value.path === 'string' &&
      missing.has(value.path)
        ? null
        : value,
    2,
  );

  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(json, 'utf8'), DATA_JSON, { mtime: at });
  const summary = personalDataSummaryHtml(
    { generatedAt: document.generatedAt, data: found.data, privacyUrl },
    present.map((file) => file.path),
  );
  zip.addBuffer(Buffer.from(summary, 'utf8'), SUMMARY_HTML, { mtime: at });
  for (const file of present) {
    zip.addReadStreamLazy(file.path, { mtime: at, compress: false }, (callback) => {
      fileStorage.open(file.storedName).then(
        (stream) =>
          stream
            ? callback(null, stream)
            : callback(new Error(`${file.path}: gone from the storage`), undefined as never),
        (error: unknown) => callback(error as Error, undefined as never),
      );
    });
  }
  zip.end();
  // yazl's outputStream is a PassThrough (a Readable); its types say only NodeJS.ReadableStream.
  const output = zip.outputStream as unknown as Readable;
  // yazl reports a failed file on the ZipFile; the reader of the stream must see it too.
  zip.on('error', (error: Error) => output.destroy(error));
  return output;
}
