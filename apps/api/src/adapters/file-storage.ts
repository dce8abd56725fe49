import type { Readable, Transform } from 'node:stream';
import { UnavailableError } from '../errors.js';

/** An uploaded file. Stored names are generated; they never come from the client. */
export interface StoredFile {
  /** The file's name in the storage, e.g. "resumes/5b1c….pdf". */
  storedName: string;
  size: number;
  mimeType: string;
  extension: string;
  /** Hex SHA-256 of the content. */
  sha256: string;
}

export interface SaveUploadOptions {
  /** Folder of the storage, e.g. "resumes", "receipts", "profile-images". */
  folder: string;
  maxBytes: number;
  /** MIME types accepted, recognised by content (never by the client's claim or the file name). */
  allowedMimeTypes: readonly string[];
  /** The refusal's message when the upload exceeds maxBytes. */
  tooLargeMessage: string;
  /** The refusal's message when the content is not one of the allowed types. */
  wrongTypeMessage: string;
  /** The form field, for the field error of a refused file. */
  fieldName?: string;
  /** Counts the bytes as they arrive against a quota, failing the upload when it is used up. */
  meter?: Transform;
}

/**
 * Where uploaded files (resumes, receipts, profile images) live: the local DATA_DIR/uploads folder by default,
 * S3-compatible object storage when S3_BUCKET is set (several processes then share the files). Never served
 * publicly; every reader and writer goes through this interface.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /**
   * Streams an upload into the storage under a generated name, never buffering the whole file. Fails with
   * an UploadRefusedError when the file is over maxBytes or of another type (or a meter refuses it), with
   * an UnavailableError when the storage is out of service; a refused file leaves nothing behind.
   * `isTruncated` reports a limit hit by the multipart parser itself.
   */
  save(source: Readable, options: SaveUploadOptions, isTruncated?: () => boolean): Promise<StoredFile>;
  /** The content of a stored file as a stream, or undefined when there is no such file. */
  open(storedName: string): Promise<Readable | undefined>;
  /** Removes a stored file; a missing file is not an error. */
  remove(storedName: string): Promise<void>;
  exists(storedName: string): Promise<boolean>;
  /** Resolves when a file can be written right now; rejects with the reason otherwise (for /health). */
  checkWritable(): Promise<void>;
  /** Removes what uploads cut short by a crash left behind; run at start. Answers how many. */
  removeUnfinished(): Promise<number>;
  close(): Promise<void>;
}

/** Why an upload stops while it streams: over its size, of a type not taken, over the sender's quota. */
export type UploadRefusal = 'too-large' | 'wrong-type' | 'quota';

/**
 * An upload refused while it streamed. Thrown, not returned, because it has to stop the stream; the route
 * that reads the upload answers it (routes/shared/upload-errors.ts).
 */
export class UploadRefusedError extends Error {
  constructor(
    readonly reason: UploadRefusal,
    message: string,
    /** The form field of the file, and for a quota when it has room again. */
    readonly details: { field?: string | undefined; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}

const SAFE_FOLDER = /^[a-z0-9][a-z0-9-]*$/;
const STORED_NAME = /^[a-z0-9][a-z0-9-]*\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

export function requireSafeFolder(folder: string): string {
  if (!SAFE_FOLDER.test(folder)) throw new Error(`Not a safe folder name: ${folder}`);
  return folder;
}

/** A name this storage generated: the only kind it reads, writes or removes. */
export function requireStoredName(storedName: string): string {
  if (!STORED_NAME.test(storedName)) throw new Error(`Not a stored file name: ${storedName}`);
  return storedName;
}

export const STORAGE_UNAVAILABLE_MESSAGE =
  'Uploaded files cannot be stored right now, please try again later';

export const LOW_DISK_SPACE_MESSAGE =
  'Uploads are paused because the server is low on disk space, please try again later';

/** A storage that cannot take or give the file is the server's problem, said clearly (503), never a bare 500. */
export function storageUnavailable(cause: unknown): UnavailableError {
  return new UnavailableError(STORAGE_UNAVAILABLE_MESSAGE, { cause });
}
