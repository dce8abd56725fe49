import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process.js';
import { createSchema, dropSchema } from './test/pg-schemas.js';
import { describeOnEngines } from './test/test-api.js';

/**
 * Fault tests against the built server as a real process: whatever was answered 2xx survives a SIGKILL,
 * and SIGTERM lets requests in flight finish before the process exits.
 */

interface Engine {
  name: string;
  env: Record<string, string>;
  storedMessages(): Promise<string[]>;
  cleanup(): Promise<void>;
}

function sqliteEngine(): Engine {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartmove-fault-'));
  return {
    name: 'sqlite',
    env: { DATA_DIR: dataDir },
    async storedMessages() {
      const file = new SQLite(path.join(dataDir, 'app.db'), { readonly: true });
      try {
        const rows = file.prepare('select message from contact_messages').all() as Array<{ message: string }>;
        return rows.map((row) => row.message);
      } finally {
        file.close();
      }
    },
    async cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresEngine(databaseUrl: string): Promise<Engine> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartmove-fault-'));
  const { admin, schema, url } = await createSchema(databaseUrl, 'fault');
  return {
    name: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    async storedMessages() {
      const result = await admin.query<{ message: string }>(`select message from ${schema}.contact_messages`);
      return result.rows.map((row) => row.message);
    },
    async cleanup() {
      await dropSchema(admin, schema);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function contactBody(message: string) {
  return JSON.stringify({
    pro_firstname: 'Fault',
    pro_lastname: 'Tester',
    pro_email: 'fault.tester@example.com',
    pro_message: message,
    pro_messagetype: 166110000,
  });
}

describeOnEngines('faults', (engine) => {
  const makeEngine = async (): Promise<Engine> =>
    engine === 'sqlite' ? sqliteEngine() : postgresEngine(process.env.DATABASE_URL!);
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('loses no acknowledged submission when the server is killed mid-stream', async () => {
    const engine = await makeEngine();
    cleanups.push(() => engine.cleanup());
    const server = await startServerProcess(engine.env);
    const acknowledged: string[] = [];
    const run = randomBytes(4).toString('hex');
    let counter = 0;
    let killed = false;

    const worker = async () => {
      while (!killed) {
        counter += 1;
        const message = `fault ${run} ${counter}`;
        try {
          const response = await fetch(`${server.url}/CRM/AddContactUs`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: contactBody(message),
          });
          if (response.ok) acknowledged.push(message);
        } catch {
          // The connection died with the process: not acknowledged, nothing promised.
        }
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    while (acknowledged.length < 120) await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill('SIGKILL');
    killed = true;
    await Promise.all(workers);
    expect(await server.exited).toBe('SIGKILL');

    const restarted = await startServerProcess(engine.env);
    expect((await fetch(`${restarted.url}/health`)).status).toBe(200);
    restarted.child.kill('SIGTERM');
    await restarted.exited;

    const stored = new Set(await engine.storedMessages());
    const lost = acknowledged.filter((message) => !stored.has(message));
    expect(acknowledged.length).toBeGreaterThanOrEqual(120);
    expect(lost).toEqual([]);
    // Two server starts and 120 answered writes: minutes, not seconds, on a loaded two-core machine.
  }, 120_000);

  it('drains a request in flight on SIGTERM, then exits cleanly', async () => {
    const engine = await makeEngine();
    cleanups.push(() => engine.cleanup());
    const server = await startServerProcess(engine.env);
    // A JSON body sent slowly: the request is in flight when SIGTERM arrives.
    const body = contactBody(`drain ${randomBytes(4).toString('hex')}`);
    const bytes = new TextEncoder().encode(body);
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes.slice(0, 20));
        await new Promise((resolve) => setTimeout(resolve, 300));
        server.child.kill('SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 500));
        controller.enqueue(bytes.slice(20));
        controller.close();
      },
    });
    const response = await fetch(`${server.url}/CRM/AddContactUs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(bytes.length) },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(await engine.storedMessages()).toContain(JSON.parse(body).pro_message);
  });
});
