// The built product in a process of its own, and a fresh PostgreSQL database for it: what every bench script
// (run.mjs, personal-data-export.mjs, volume.mjs) starts the same way. Loopback only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function log(message) {
  process.stderr.write(`${message}\n`);
}

export async function waitFor(url, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Starts apps/api/dist/server.js on `port`. `dataDir`: its DATA_DIR (kept on stop); without it a new
 * temporary one (removed on stop). `probe`: preload bench/memory-probe.cjs (with --expose-gc), whose memory
 * figures `memory`, `watch` and `peak` ask for over IPC. `env` adds to or overrides the environment.
 */
export async function startProduct(port, { dataDir, env = {}, probe = false } = {}) {
  const ownDataDir = dataDir === undefined;
  const directory = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'smartmove-bench-'));
  // The SQLite leg must not inherit the PostgreSQL leg's DATABASE_URL.
  const { DATABASE_URL: _postgresUrl, ...inherited } = process.env;
  const preload = probe ? ['--expose-gc', '--require', path.join(root, 'bench/memory-probe.cjs')] : [];
  // BENCH_NODE_OPTIONS: Node flags for the product's process alone (profiling: --cpu-prof, --require). Given on
  // the command line, as NODE_OPTIONS refuses some of them (--cpu-prof).
  const benchFlags = process.env.BENCH_NODE_OPTIONS?.split(/\s+/).filter(Boolean) ?? [];
  // BENCH_STDOUT: a file the product's standard output is appended to (what `--trace-gc` prints goes there).
  const stdout = process.env.BENCH_STDOUT ? fs.openSync(process.env.BENCH_STDOUT, 'a') : 'ignore';
  const flags = [...preload, ...benchFlags, path.join(root, 'apps/api/dist/server.js')];
  const child = spawn(process.execPath, flags, {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: directory,
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true',
      ALLOW_CONSOLE_MAIL_IN_PRODUCTION: 'true',
      FORM_RATE_LIMIT_PER_MINUTE: '100000000',
      // The default, set here so that a TILE_URL in the shell cannot reach a tile server this machine
      // cannot reach: the map draws its own basemap and requests no tiles.
      TILE_URL: '',
      ...env,
    },
    stdio: ['ignore', stdout, 'inherit', ...(probe ? ['ipc'] : [])],
  });
  if (typeof stdout === 'number') fs.closeSync(stdout);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitFor(`http://127.0.0.1:${port}/health`),
    exited.then((code) => {
      throw new Error(`the product exited (${code}) before it came up`);
    }),
  ]);
  let next = 0;
  const waiting = new Map();
  child.on('message', (message) => {
    waiting.get(message.id)?.(
      message.samples ? { ...message.memory, samples: message.samples } : message.memory,
    );
    waiting.delete(message.id);
  });
  const ask = (request) => {
    const id = ++next;
    return new Promise((resolve) => {
      waiting.set(id, resolve);
      child.send({ id, ...request });
    });
  };
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    dataDir: directory,
    /** The server's process.memoryUsage(), after a full GC when `gc` is set (probe only). */
    memory: (gc = false) => ask({ gc }),
    /** Starts sampling the server's memory in its own process, every `everyMs` (probe only). */
    watch: (everyMs, gc) => ask({ watch: { everyMs, gc } }),
    /** Stops the sampling; answers the peak of each figure and the `samples` (probe only). */
    peak: () => ask({ stop: true }),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      if (ownDataDir) fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A new, empty PostgreSQL database beside DATABASE_URL's (the SQLite legs start from a new file): rows left
 * by earlier runs would otherwise be carried along. `name` and `keep`: a database of that name, created when
 * missing and kept on `drop` (bench/volume.mjs reuses its seeded database with --volume-keep).
 */
export async function freshPostgresDatabase(
  databaseUrl,
  { name = `smartmove_bench_${process.pid}`, keep = false } = {},
) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  if (!keep) await admin.query(`drop database if exists ${name}`);
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
  if (!exists) await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      if (!keep) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The machine the figures come from; the load average says how busy its neighbours were. */
export function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: os.loadavg()[0],
  };
}
