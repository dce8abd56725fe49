import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseEngine } from '../db/database.js';
import { useTestApp, type TestApi } from './test-api.js';

/** s3rver's built-in account. */
const ACCESS_KEY = 'S3RVER';

/** A real S3 server in this process, path-style, on a free port, keeping its objects in a temporary folder. */
export interface TestS3Server {
  /** The S3_* variables that point an app (or a server process) at this server. */
  env: Record<string, string>;
  bucket: string;
  /** Keys of the objects under a prefix, e.g. "resumes/". */
  listKeys(prefix?: string): Promise<string[]>;
  /** An object's content, or undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'smartmove-uploads'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'smartmove-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let closed = false;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async listKeys(prefix = '') {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page: ListObjectsV2CommandOutput = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    /** Stops the server (a test of an unreachable storage may stop it early); closing twice is harmless. */
    async close() {
      if (closed) return;
      closed = true;
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A suite's app that keeps its uploads in an S3 server of the suite's own (started before the suite, closed
 * after it), with the form limit raised for the suite's many uploads. `s3` is ready once the suite runs.
 */
export function useS3TestApp(engine: DatabaseEngine): { api: TestApi; s3: TestS3Server } {
  const s3 = {} as TestS3Server;
  beforeAll(async () => {
    Object.assign(s3, await startS3Server());
  });
  afterAll(async () => {
    await s3.close?.();
  });
  const api = useTestApp(engine, () => ({ env: { ...s3.env, FORM_RATE_LIMIT_PER_MINUTE: '1000' } }));
  return { api, s3 };
}
