import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { UploadRefusedError, type SaveUploadOptions } from './file-storage.js';

/**
 * How much of an upload's start is held back to recognise its type: file-type reads magic numbers and, for
 * DOCX, the first ZIP entries ([Content_Types].xml comes first in Word's own files).
 */
export const TYPE_SAMPLE_BYTES = 256 * 1024;

export interface DetectedType {
  mime: string;
  ext: string;
}

/**
 * Containers that the first bytes name only provisionally: the type holds once every marker has been seen
 * somewhere in the stream.
 */
const PROVISIONAL_TYPES: Record<string, { type: DetectedType; markers: Buffer[] }> = {
  // DOC files are OLE compound files; a Word one holds a "WordDocument" stream.
  cfb: {
    type: { mime: 'application/msword', ext: 'doc' },
    markers: [Buffer.from('WordDocument', 'utf16le')],
  },
  // A DOCX whose [Content_Types].xml entry lies past the sample (LibreOffice writes it last): its entries'
  // names come later in the stream, and again in the ZIP's central directory at its end.
  zip: {
    type: {
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ext: 'docx',
    },
    markers: [Buffer.from('[Content_Types].xml'), Buffer.from('word/')],
  },
};

export interface InspectedUpload {
  size: number;
  mimeType: string;
  extension: string;
  /** Hex SHA-256 of the content. */
  sha256: string;
}

export function tooLargeError(options: SaveUploadOptions): UploadRefusedError {
  return new UploadRefusedError('too-large', options.tooLargeMessage, { field: options.fieldName });
}

function wrongTypeError(options: SaveUploadOptions): UploadRefusedError {
  return new UploadRefusedError('wrong-type', options.wrongTypeMessage, { field: options.fieldName });
}

/**
 * The checks of every upload, made on the stream itself so that no storage needs the whole file: counts the
 * bytes (over maxBytes: refused as too large), hashes them, recognises the type from the first bytes (not an
 * allowed type: refused as the wrong type, before anything is stored) and, for DOC and some DOCX, confirms it by names found further on. The
 * first TYPE_SAMPLE_BYTES are held back until the type is known, so `detected` settles before any byte
 * reaches the storage; the stream fails at its end when the parser cut the file short or a provisional type
 * was not confirmed, so an object store never completes a refused upload.
 */
export class UploadInspector extends Transform {
  /** The type, known before the first byte is passed on; rejects when the upload fails before that. */
  readonly detected: Promise<DetectedType>;
  private size = 0;
  private readonly hash = createHash('sha256');
  private sample: Buffer[] = [];
  private sampleLength = 0;
  private type: DetectedType | undefined;
  /** Markers of a provisional type not seen yet. */
  private missingMarkers: Buffer[] = [];
  private scanTail = Buffer.alloc(0);
  private settleDetected!: { resolve: (type: DetectedType) => void; reject: (error: Error) => void };

  constructor(
    private readonly options: SaveUploadOptions,
    private readonly isTruncated: () => boolean = () => false,
  ) {
    super();
    this.detected = new Promise((resolve, reject) => {
      this.settleDetected = { resolve, reject };
    });
    // Observed by whoever awaits it; a failure before detection is also the stream's own error.
    this.detected.catch(() => {});
  }

  /** Size, type and hash of a stream that ended without error. */
  result(): InspectedUpload {
    if (!this.type) throw new Error('The upload has not been inspected');
    return {
      size: this.size,
      mimeType: this.type.mime,
      extension: this.type.ext,
      sha256: this.hash.digest('hex'),
    };
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.options.maxBytes) {
      callback(tooLargeError(this.options));
      return;
    }
    this.hash.update(chunk);
    if (this.type) {
      this.scanForMarkers(chunk);
      callback(null, chunk);
      return;
    }
    this.sample.push(chunk);
    this.sampleLength += chunk.length;
    if (this.sampleLength < TYPE_SAMPLE_BYTES) {
      callback();
      return;
    }
    this.detectType().then(() => callback(), callback);
  }

  override _flush(callback: TransformCallback): void {
    const finish = async () => {
      if (!this.type) await this.detectType();
      if (this.isTruncated()) throw tooLargeError(this.options);
      if (this.missingMarkers.length > 0) throw wrongTypeError(this.options);
    };
    finish().then(() => callback(), callback);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (!this.type)
      this.settleDetected.reject(error ?? new Error('The upload ended before its type was known'));
    callback(error);
  }

  /** Recognises the type from the held-back sample, then passes the sample on. */
  private async detectType(): Promise<void> {
    const sample = Buffer.concat(this.sample);
    this.sample = [];
    const found = await fileTypeFromBuffer(sample);
    const allowed = this.options.allowedMimeTypes;
    const provisional = found && !allowed.includes(found.mime) ? PROVISIONAL_TYPES[found.ext] : undefined;
    const type = provisional?.type ?? found;
    if (!type || !allowed.includes(type.mime)) throw wrongTypeError(this.options);
    this.type = { mime: type.mime, ext: type.ext };
    this.missingMarkers = [...(provisional?.markers ?? [])];
    this.scanForMarkers(sample);
    this.settleDetected.resolve(this.type);
    if (sample.length > 0) this.push(sample);
  }

  private scanForMarkers(chunk: Buffer): void {
    if (this.missingMarkers.length === 0) return;
    const window = Buffer.concat([this.scanTail, chunk]);
    this.missingMarkers = this.missingMarkers.filter((marker) => !window.includes(marker));
    const longest = Math.max(0, ...this.missingMarkers.map((marker) => marker.length));
    this.scanTail = window.subarray(Math.max(0, window.length - longest + 1));
  }
}
