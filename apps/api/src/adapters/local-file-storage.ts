import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { UnavailableError } from '../errors.js';
import {
  LOW_DISK_SPACE_MESSAGE,
  requireSafeFolder,
  requireStoredName,
  storageUnavailable,
  type FileStorage,
} from './file-storage.js';
import { tooLargeError, UploadInspector } from './upload-inspector.js';

/**
 * Settles once the file is closed. A pipeline whose source had already failed rejects before its file is
 * even opened; removing the file before then would leave the one the open creates afterwards.
 */
function closed(file: fs.WriteStream): Promise<void> {
  if (file.closed) return Promise.resolve();
  return new Promise((resolve) => {
    file.once('close', () => resolve());
    // The pipeline has reported the failure; the file's own echo of it needs no answer.
    file.on('error', () => {});
    file.destroy();
  });
}

export interface LocalFileStorageOptions {
  dataDir: string;
  /** Uploads are refused (unavailable) while the uploads folder's disk has less free space than this; 0: never. */
  minFreeBytes: number;
}

/** The folder of DATA_DIR that holds the uploads. */
export const UPLOADS_FOLDER = 'uploads';
/** An upload still being written (removed at the next start when the process died meanwhile). */
export const PARTIAL_SUFFIX = '.part';
/** Written by checkWritable; not a stored name, so nothing else reads or removes it. */
export const WRITE_PROBE = '.write-check';

/** Error codes of a disk or folder that cannot take a file (full, read-only, not a folder, ...). */
const STORAGE_FAILURE_CODES = new Set([
  'ENOSPC',
  'EDQUOT',
  'EACCES',
  'EPERM',
  'EROFS',
  'ENOTDIR',
  'EIO',
  'EISDIR',
  'EEXIST',
]);

function asStorageError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && STORAGE_FAILURE_CODES.has(code) ? storageUnavailable(error) : error;
}

/** Uploads as files under DATA_DIR/uploads: the embedded default, for one process on one machine. */
export function createLocalFileStorage({ dataDir, minFreeBytes }: LocalFileStorageOptions): FileStorage {
  const uploadsDir = path.join(dataDir, UPLOADS_FOLDER);
  const pathOf = (storedName: string) => path.join(uploadsDir, requireStoredName(storedName));

  async function requireFreeSpace(folder: string): Promise<void> {
    if (minFreeBytes === 0) return;
    const stats = await fs.promises.statfs(folder);
    if (stats.bavail * stats.bsize < minFreeBytes) throw new UnavailableError(LOW_DISK_SPACE_MESSAGE);
  }

  return {
    kind: 'local',

    async save(source, options, isTruncated) {
      const folder = path.join(uploadsDir, requireSafeFolder(options.folder));
      try {
        await fs.promises.mkdir(folder, { recursive: true });
        await requireFreeSpace(folder);
      } catch (error) {
        throw asStorageError(error);
      }
      const id = randomUUID();
      const partialPath = path.join(folder, `${id}${PARTIAL_SUFFIX}`);
      const inspector = new UploadInspector(options, isTruncated);
      const partial = fs.createWriteStream(partialPath, { flags: 'wx', mode: 0o600 });
      try {
        await pipeline([source, ...(options.meter ? [options.meter] : []), inspector, partial]);
        const file = inspector.result();
        const storedName = `${options.folder}/${id}.${file.extension}`;
        await fs.promises.rename(partialPath, pathOf(storedName));
        return { storedName, ...file };
      } catch (error) {
        await closed(partial);
        await fs.promises.rm(partialPath, { force: true }).catch(() => {});
        // The parser's own size limit surfaces as its error; answer it like ours.
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLargeError(options);
        throw asStorageError(error);
      }
    },

    async open(storedName) {
      try {
        const handle = await fs.promises.open(pathOf(storedName), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return undefined;
        throw asStorageError(error);
      }
    },

    async remove(storedName) {
      await fs.promises.rm(pathOf(storedName), { force: true });
    },

    async exists(storedName) {
      try {
        await fs.promises.access(pathOf(storedName));
        return true;
      } catch {
        return false;
      }
    },

    async checkWritable() {
      await fs.promises.mkdir(uploadsDir, { recursive: true });
      await fs.promises.writeFile(path.join(uploadsDir, WRITE_PROBE), '', { mode: 0o600 });
    },

    async removeUnfinished() {
      let entries: string[];
      try {
        entries = await fs.promises.readdir(uploadsDir, { recursive: true });
      } catch {
        // No uploads folder yet, or one that cannot be read: /health and the upload routes say so.
        return 0;
      }
      const partial = entries.filter((entry) => entry.endsWith(PARTIAL_SUFFIX));
      await Promise.all(
        partial.map((entry) => fs.promises.rm(path.join(uploadsDir, entry), { force: true })),
      );
      return partial.length;
    },

    async close() {},
  };
}
