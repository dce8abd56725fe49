import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import { HttpError } from '../plugins/error-handler.js';

/** A file kept under DATA_DIR/uploads. Stored names are generated; they never come from the client. */
export interface StoredFile {
  /** Path relative to the uploads folder, e.g. "resumes/5b1c….pdf". */
  storedName: string;
  size: number;
  mimeType: string;
  extension: string;
  /** Hex SHA-256 of the content. */
  sha256: string;
}

export interface SaveUploadOptions {
  /** Subfolder of the uploads folder, e.g. "resumes", "receipts", "profile-images". */
  folder: string;
  maxBytes: number;
  /** MIME types accepted, recognised by content (never by the client's claim or the file name). */
  allowedMimeTypes: readonly string[];
  /** Answered with 413 when the upload exceeds maxBytes. */
  tooLargeMessage: string;
  /** Answered with 400 when the content is not one of the allowed types. */
  wrongTypeMessage: string;
  /** The form field, for the field error of a refused file. */
  fieldName?: string;
}

export interface FileStorage {
  readonly uploadsDir: string;
  /**
   * Streams an upload to disk under a generated name, counting bytes as they arrive (never buffering
   * the whole file): over maxBytes → 413, unrecognised content → 400; a refused file is removed.
   * `isTruncated` reports a limit hit by the multipart parser itself.
   */
  save(source: Readable, options: SaveUploadOptions, isTruncated?: () => boolean): Promise<StoredFile>;
  /** Removes a stored file; a missing file is not an error. */
  remove(storedName: string): Promise<void>;
  /** Absolute path of a stored file, for authorised readers (never served publicly). */
  resolve(storedName: string): string;
  exists(storedName: string): boolean;
}

const WORD_DOCUMENT_STREAM = Buffer.from('WordDocument', 'utf16le');

/** DOC files are OLE compound files (file-type says "cfb"); a Word one holds a "WordDocument" stream. */
async function containsWordDocumentStream(filePath: string): Promise<boolean> {
  let tail = Buffer.alloc(0);
  for await (const chunk of fs.createReadStream(filePath, { highWaterMark: 256 * 1024 })) {
    const window = Buffer.concat([tail, chunk as Buffer]);
    if (window.includes(WORD_DOCUMENT_STREAM)) return true;
    tail = window.subarray(Math.max(0, window.length - WORD_DOCUMENT_STREAM.length + 1));
  }
  return false;
}

const DOC_MIME_TYPE = 'application/msword';

async function detectType(filePath: string): Promise<{ mime: string; ext: string } | undefined> {
  const detected = await fileTypeFromFile(filePath);
  if (!detected) return undefined;
  if (detected.ext === 'cfb') {
    return (await containsWordDocumentStream(filePath)) ? { mime: DOC_MIME_TYPE, ext: 'doc' } : undefined;
  }
  return { mime: detected.mime, ext: detected.ext };
}

const SAFE_SEGMENT = /^[a-z0-9][a-z0-9-]*$/;
const STORED_NAME = /^[a-z0-9][a-z0-9-]*\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

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

export const STORAGE_UNAVAILABLE_MESSAGE =
  'Uploaded files cannot be stored right now, please try again later';

/** A disk that cannot take the file is the server's problem, said clearly (503), never a bare 500. */
function asStorageError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && STORAGE_FAILURE_CODES.has(code)
    ? new HttpError(503, STORAGE_UNAVAILABLE_MESSAGE, undefined, { cause: error })
    : error;
}

export function createFileStorage(dataDir: string): FileStorage {
  const uploadsDir = path.join(dataDir, 'uploads');

  const resolve = (storedName: string) => {
    if (!STORED_NAME.test(storedName)) throw new Error(`Not a stored file name: ${storedName}`);
    return path.join(uploadsDir, storedName);
  };

  return {
    uploadsDir,
    resolve,
    exists: (storedName) => fs.existsSync(resolve(storedName)),

    async remove(storedName) {
      await fs.promises.rm(resolve(storedName), { force: true });
    },

    async save(source, options, isTruncated = () => false) {
      if (!SAFE_SEGMENT.test(options.folder)) throw new Error(`Not a safe folder name: ${options.folder}`);
      const folder = path.join(uploadsDir, options.folder);
      try {
        await fs.promises.mkdir(folder, { recursive: true });
      } catch (error) {
        throw asStorageError(error);
      }
      const id = randomUUID();
      const partialPath = path.join(folder, `${id}.part`);
      const hash = createHash('sha256');
      let size = 0;
      const tooLarge = () =>
        new HttpError(
          413,
          options.tooLargeMessage,
          options.fieldName ? { [options.fieldName]: options.tooLargeMessage } : undefined,
        );

      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > options.maxBytes) {
            callback(tooLarge());
            return;
          }
          hash.update(chunk);
          callback(null, chunk);
        },
      });

      try {
        await pipeline(source, counter, fs.createWriteStream(partialPath, { flags: 'wx', mode: 0o600 }));
        if (isTruncated()) throw tooLarge();
        const type = await detectType(partialPath);
        if (!type || !options.allowedMimeTypes.includes(type.mime)) {
          throw new HttpError(
            400,
            options.wrongTypeMessage,
            options.fieldName ? { [options.fieldName]: options.wrongTypeMessage } : undefined,
          );
        }
        const storedName = `${options.folder}/${id}.${type.ext}`;
        await fs.promises.rename(partialPath, resolve(storedName));
        return { storedName, size, mimeType: type.mime, extension: type.ext, sha256: hash.digest('hex') };
      } catch (error) {
        await fs.promises.rm(partialPath, { force: true });
        // The parser's own size limit surfaces as its error; answer it like ours.
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw asStorageError(error);
      }
    },
  };
}
