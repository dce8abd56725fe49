import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseEngine } from './db/database.js';
import { FAST_CAPTCHA_ENV } from './test/lead-fixtures.js';
import { startServerProcess, type ServerProcess } from './test/server-process.js';
import { createSchema, dropSchema } from './test/pg-schemas.js';
import { jobApplicationRequest, uniqueResume } from './test/server-requests.js';
import { describeOnEngines } from './test/test-api.js';

/**
 * A clean shutdown (docs/product.md#running-it), against the built server as a real process: SIGTERM refuses
 * new connections at once, lets an upload in flight finish and be stored, and exits 0; a second SIGTERM or
 * SHUTDOWN_TIMEOUT_MS passing exits at once with 1.
 */
const PORTS: Record<DatabaseEngine, { first: number; restarted: number }> = {
  sqlite: { first: 3653, restarted: 3654 },
  postgres: { first: 3657, restarted: 3658 },
};
const FORCED_PORTS = { secondSignal: 3655, timeout: 3656 };
const POLL_MS = 20;

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Whether a new TCP connection to the port is refused (nothing listens any more). */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

const partialUploads = (dataDir: string) => {
  const folder = path.join(dataDir, 'uploads', 'resumes');
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith('.part')) : [];
};

/**
 * A job application whose body goes out in two parts: the fields and the resume's first bytes, then (when
 * the test calls `finish`) the rest. Resolves `started` once the server is writing the resume to disk.
 */
async function slowApplication(server: ServerProcess, dataDir: string, email: string, resume: Buffer) {
  const request = await jobApplicationRequest(server.url, email, resume);
  const firstPart = request.body.length - resume.length / 2;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      controller.enqueue(request.body.slice(0, firstPart));
    },
  });
  const response = fetch(request.url, {
    method: 'POST',
    headers: { ...request.headers, 'content-length': String(request.body.length) },
    body,
    duplex: 'half',
  } as RequestInit);
  response.catch(() => {});
  await until('the server writes the resume', () => partialUploads(dataDir).length > 0);
  return {
    response,
    finish() {
      controller.enqueue(request.body.slice(firstPart));
      controller.close();
    },
  };
}

interface StoredApplications {
  resumeOf(email: string): Promise<string | undefined>;
  cleanup(): Promise<void>;
}

async function storedApplications(
  engine: DatabaseEngine,
  dataDir: string,
): Promise<{ env: Record<string, string> } & StoredApplications> {
  if (engine === 'sqlite') {
    return {
      env: { DATA_DIR: dataDir },
      async resumeOf(email) {
        const file = new SQLite(path.join(dataDir, 'app.db'), { readonly: true });
        try {
          const row = file
            .prepare('select resume_file_name from job_applications where email = ?')
            .get(email) as { resume_file_name: string } | undefined;
          return row?.resume_file_name;
        } finally {
          file.close();
        }
      },
      async cleanup() {},
    };
  }
  const databaseUrl = process.env.DATABASE_URL!;
  const { admin, schema, url } = await createSchema(databaseUrl, 'shutdown');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    async resumeOf(email) {
      const result = await admin.query<{ resume_file_name: string }>(
        `select resume_file_name from ${schema}.job_applications where email = $1`,
        [email],
      );
      return result.rows[0]?.resume_file_name;
    },
    async cleanup() {
      await dropSchema(admin, schema);
      await admin.end();
    },
  };
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'smartmove-shutdown-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describeOnEngines('SIGTERM', (engine) => {
  it('refuses new connections, finishes the upload in flight, stores it and exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(root, `${engine}-`));
    const stored = await storedApplications(engine, dataDir);
    try {
      const ports = PORTS[engine];
      const server = await startServerProcess({ ...stored.env, ...FAST_CAPTCHA_ENV }, { port: ports.first });
      const email = `shutdown.${randomBytes(4).toString('hex')}@example.com`;
      const resume = uniqueResume(1024 * 1024);
      const upload = await slowApplication(server, dataDir, email, resume);

      server.child.kill('SIGTERM');
      await until('new connections are refused', () => connectionRefused(ports.first));
      expect(server.child.exitCode).toBeNull();
      upload.finish();
      const response = await upload.response;
      expect(response.status).toBe(200);
      expect(await server.exited).toBe(0);

      // After a restart the application is there, with its resume as sent.
      const restarted = await startServerProcess(stored.env, { port: ports.restarted });
      expect((await fetch(`${restarted.url}/ready`)).status).toBe(200);
      restarted.child.kill('SIGTERM');
      expect(await restarted.exited).toBe(0);
      const resumeName = await stored.resumeOf(email);
      expect(resumeName).toMatch(/^resumes\/[0-9a-f-]{36}\.pdf$/);
      expect(fs.readFileSync(path.join(dataDir, 'uploads', resumeName!)).equals(resume)).toBe(true);
      expect(partialUploads(dataDir)).toEqual([]);
    } finally {
      await stored.cleanup();
    }
    // Three starts of the server, each a first start on a busy machine at worst.
  }, 300_000);
});

describe('a forced shutdown', () => {
  it('exits at once with 1 on a second SIGTERM while an upload is still in flight', async () => {
    const dataDir = fs.mkdtempSync(path.join(root, 'second-'));
    const server = await startServerProcess(
      { DATA_DIR: dataDir, ...FAST_CAPTCHA_ENV },
      { port: FORCED_PORTS.secondSignal },
    );
    const upload = await slowApplication(
      server,
      dataDir,
      'second.signal@example.com',
      uniqueResume(512 * 1024),
    );
    server.child.kill('SIGTERM');
    await until('new connections are refused', () => connectionRefused(FORCED_PORTS.secondSignal));
    expect(server.child.exitCode).toBeNull();
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    // Far below the 30 s the upload would otherwise be given.
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    await expect(upload.response).rejects.toThrow();
  }, 60_000);

  it('exits with 1 once SHUTDOWN_TIMEOUT_MS has passed with an upload still in flight', async () => {
    const dataDir = fs.mkdtempSync(path.join(root, 'timeout-'));
    const server = await startServerProcess(
      { DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: '1500', LOG_LEVEL: 'info', ...FAST_CAPTCHA_ENV },
      { port: FORCED_PORTS.timeout },
    );
    const upload = await slowApplication(
      server,
      dataDir,
      'stalled.upload@example.com',
      uniqueResume(512 * 1024),
    );
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    const waited = Date.now() - signalledAt;
    expect(waited).toBeGreaterThanOrEqual(1400);
    expect(waited).toBeLessThan(15_000);
    expect(server.output()).toContain('shutdown timed out');
    await expect(upload.response).rejects.toThrow();
  }, 60_000);
});
