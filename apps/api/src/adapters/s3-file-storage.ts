import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  requireSafeFolder,
  requireStoredName,
  storageUnavailable,
  UploadRefusedError,
  type FileStorage,
} from './file-storage.js';
import { tooLargeError, UploadInspector } from './upload-inspector.js';

export interface S3FileStorageOptions {
  bucket: string;
  region: string;
  /** A non-AWS service (MinIO, R2, ...); AWS's own endpoint for the region when unset. */
  endpoint?: string;
  /** The SDK's default credential chain (environment, instance role, ...) when unset. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

/** S3's smallest part; with one part in flight an upload holds about two parts in memory, never the file. */
const PART_BYTES = 5 * 1024 * 1024;
/** Written by checkWritable; not a stored name, so nothing else reads or removes it. */
const WRITE_PROBE_KEY = '.write-check';

/** The upload's own checks (size, type, quota) and the multipart parser's limits. */
function isRequestError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return error instanceof UploadRefusedError || (typeof code === 'string' && code.startsWith('FST_'));
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/**
 * Uploads as objects of an S3-compatible bucket (AWS S3, MinIO, R2, ...), so that several API processes
 * share them. Object keys are the stored names ("resumes/<uuid>.pdf"). An upload is streamed: its type is
 * recognised from its first bytes before anything is sent, and a refused or failed upload leaves no object.
 */
export function createS3FileStorage(options: S3FileStorageOptions): FileStorage {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 requires them: not every S3-compatible server knows the SDK's newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable storage answers an upload, or /health, with 503 in seconds, not after minutes.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
  });

  const removeObject = (key: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));

  return {
    kind: 's3',

    async save(source, saveOptions, isTruncated) {
      const folder = requireSafeFolder(saveOptions.folder);
      const inspector = new UploadInspector(saveOptions, isTruncated);
      const body = new PassThrough();
      const piping = pipeline([source, ...(saveOptions.meter ? [saveOptions.meter] : []), inspector, body]);
      piping.catch(() => {});
      let key: string | undefined;
      let uploading: Promise<unknown> | undefined;
      try {
        const type = await inspector.detected;
        key = `${folder}/${randomUUID()}.${type.ext}`;
        const upload = new Upload({
          client,
          params: { Bucket: bucket, Key: key, Body: body, ContentType: type.mime },
          partSize: PART_BYTES,
          queueSize: 1,
        });
        uploading = upload.done().catch((error: unknown) => {
          // A storage that fails stops the stream too, so that the request is not left waiting.
          body.destroy();
          throw error;
        });
        const [piped, uploaded] = await Promise.allSettled([piping, uploading]);
        if (piped.status === 'rejected') {
          const storageError = uploaded.status === 'rejected' ? uploaded.reason : undefined;
          // A failed request fails its upload with the same error; a failed storage breaks the request's
          // stream, and then the storage's error is the one to answer.
          if (storageError === undefined || storageError === piped.reason || isRequestError(piped.reason)) {
            throw piped.reason;
          }
          throw storageUnavailable(storageError);
        }
        if (uploaded.status === 'rejected') throw storageUnavailable(uploaded.reason);
        return { storedName: key, ...inspector.result() };
      } catch (error) {
        body.destroy();
        await Promise.allSettled([piping, uploading]);
        // A refused upload never completes its object; removing it anyway costs one request.
        if (key) await removeObject(key).catch(() => {});
        // The parser's own size limit surfaces as its error; answer it like ours.
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLargeError(saveOptions);
        throw error;
      }
    },

    async open(storedName) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: requireStoredName(storedName) }),
        );
        return object.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw storageUnavailable(error);
      }
    },

    async remove(storedName) {
      await removeObject(requireStoredName(storedName));
    },

    async exists(storedName) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: requireStoredName(storedName) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw storageUnavailable(error);
      }
    },

    async checkWritable() {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: WRITE_PROBE_KEY, Body: 'ok' }));
    },

    // Multipart uploads cut short by a crash are invisible and expire by the bucket's lifecycle rule.
    async removeUnfinished() {
      return 0;
    },

    async close() {
      client.destroy();
    },
  };
}
