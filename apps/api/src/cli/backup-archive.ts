import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import { REPO_ROOT, type Env } from '../config/env.js';
import { SQLITE_FILE_NAME } from '../db/database.js';
import { MIGRATIONS } from '../db/migrations/index.js';
import { PARTIAL_SUFFIX, UPLOADS_FOLDER, WRITE_PROBE } from '../services/local-file-storage.js';

/** The archive's first entry: what it holds and from which version. */
export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 'smartmove-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** The section of the README an operator is sent to for what this backup does not cover. */
export const README_SECTION = 'README.md, "Operating it"';
/** The staging folder (the database snapshot) is made beside the archive, on the disk the operator chose. */
const STAGING_PREFIX = '.smartmove-backup-';
const HEAD_ARCHIVE = 'head.tar';
/** Reading the uploads folder starts over this many times when a file vanishes under it. */
const UPLOAD_READ_ATTEMPTS = 3;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** The product's version (apps/api/package.json) that wrote it. */
  version: string;
  createdAt: string;
  /** The server's database engine; only a SQLite database is in the archive. */
  engine: 'sqlite' | 'postgres';
  /** The SQLite snapshot's file in the archive and its newest migration; null when the database is PostgreSQL. */
  database: { file: string; migration: string | null } | null;
  /** The uploads folder in the archive; null when uploads are kept in S3. */
  uploads: { folder: string } | null;
}

/** A backup or restore that must not go ahead: the message says why and what to do (exit code 2). */
export class OperatorError extends Error {}

export interface BackupResult {
  file: string;
  manifest: BackupManifest;
  uploadedFiles: number;
  /** What the archive does not cover (PostgreSQL, S3), one sentence each. */
  notes: string[];
}

function productVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'apps/api/package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

function isInside(parent: string, child: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** The database files SQLite keeps beside the open database: never copied raw, the snapshot replaces them. */
function isLiveDatabaseFile(name: string): boolean {
  return name === SQLITE_FILE_NAME || name.startsWith(`${SQLITE_FILE_NAME}-`);
}

/**
 * A consistent copy of the live database with `VACUUM INTO`: one read transaction, so the copy is the
 * database as of one moment however many writes the server commits meanwhile (WAL readers never block
 * writers), then checked with `quick_check`. Returns its newest migration.
 */
function snapshotDatabase(source: string, target: string): string | null {
  const database = new SQLite(source, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    database.prepare('VACUUM INTO ?').run(target);
  } finally {
    database.close();
  }
  fs.chmodSync(target, 0o600);
  const copy = new SQLite(target, { readonly: true });
  try {
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`The database snapshot failed its check: ${String(check)}`);
    const row = copy.prepare('select max(name) as name from kysely_migration').get() as
      { name: string | null } | undefined;
    return row?.name ?? null;
  } finally {
    copy.close();
  }
}

/**
 * Writes one .tar.gz of DATA_DIR while the server runs: manifest.json, a snapshot of the SQLite database
 * (app.db), the uploads (files still being written left out) and the other files of DATA_DIR (the outboxes).
 * The database is copied first: every upload a copied record names was stored before its record committed,
 * so it is in the folder when the folder is read. The archive is written under a temporary name, readable by
 * this user only, and renamed when complete.
 */
export async function createBackup(
  env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL' | 'S3_BUCKET'>,
  out: string,
  now: Date = new Date(),
): Promise<BackupResult> {
  const dataDir = path.resolve(env.DATA_DIR);
  const file = path.resolve(out);
  const notes: string[] = [];
  if (env.DATABASE_URL) {
    notes.push(
      `DATABASE_URL is set: the database is PostgreSQL, which this backup does not include; back it up with pg_dump (${README_SECTION}).`,
    );
  }
  if (env.S3_BUCKET) {
    notes.push(
      `S3_BUCKET is set: the uploads are in the bucket, which this backup does not include; keep them with the bucket's versioning (${README_SECTION}).`,
    );
  }
  if (env.DATABASE_URL && env.S3_BUCKET) {
    throw new OperatorError(`Nothing to back up from DATA_DIR.\n${notes.join('\n')}`);
  }
  if (isInside(dataDir, file)) {
    throw new OperatorError(`Write the backup outside DATA_DIR (${dataDir}), not to ${file}.`);
  }
  const databaseFile = path.join(dataDir, SQLITE_FILE_NAME);
  if (!env.DATABASE_URL && !fs.existsSync(databaseFile)) {
    throw new OperatorError(`There is no database at ${databaseFile}: is DATA_DIR the server's?`);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });

  const staging = fs.mkdtempSync(path.join(path.dirname(file), STAGING_PREFIX));
  const partial = `${file}.partial`;
  try {
    const migration = env.DATABASE_URL
      ? null
      : snapshotDatabase(databaseFile, path.join(staging, SQLITE_FILE_NAME));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      version: productVersion(),
      createdAt: now.toISOString(),
      engine: env.DATABASE_URL ? 'postgres' : 'sqlite',
      database: env.DATABASE_URL ? null : { file: SQLITE_FILE_NAME, migration },
      uploads: env.S3_BUCKET ? null : { folder: UPLOADS_FOLDER },
    };
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    // DATA_DIR's other files (the outboxes, which grow while being read) are copied as they are now.
    const otherFiles = fs
      .readdirSync(dataDir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !isLiveDatabaseFile(entry.name))
      .map((entry) => entry.name)
      .sort();
    for (const name of otherFiles) fs.copyFileSync(path.join(dataDir, name), path.join(staging, name));
    // The manifest, the snapshot and those copies as a small archive of their own, added first to the real one.
    const head = path.join(staging, HEAD_ARCHIVE);
    await tar.create({ file: head, cwd: staging }, [
      MANIFEST_FILE,
      ...(manifest.database ? [SQLITE_FILE_NAME] : []),
      ...otherFiles,
    ]);
    const withUploads = !env.S3_BUCKET && fs.existsSync(path.join(dataDir, UPLOADS_FOLDER));

    let uploadedFiles = 0;
    for (let attempt = 1; ; attempt += 1) {
      uploadedFiles = 0;
      const archive = tar.create(
        {
          gzip: true,
          cwd: dataDir,
          filter(entryPath, stat) {
            const name = path.basename(entryPath);
            if (name.endsWith(PARTIAL_SUFFIX) || name === WRITE_PROBE) return false;
            // Only files and folders: no links out of DATA_DIR, sockets or devices.
            if ('isSymbolicLink' in stat && stat.isSymbolicLink()) return false;
            if ('isFile' in stat && stat.isFile() && entryPath.startsWith(`${UPLOADS_FOLDER}/`))
              uploadedFiles += 1;
            return true;
          },
        },
        [`@${head}`, ...(withUploads ? [UPLOADS_FOLDER] : [])],
      );
      try {
        await pipeline(archive, fs.createWriteStream(partial, { mode: 0o600 }));
        break;
      } catch (error) {
        // An upload removed while the folder was read (an erasure, a replaced file): read the folder again.
        const code = (error as { code?: string }).code;
        if (code !== 'ENOENT' || attempt >= UPLOAD_READ_ATTEMPTS) throw error;
      }
    }
    fs.renameSync(partial, file);
    return { file, manifest, uploadedFiles, notes };
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** The archive's manifest, or an OperatorError when it is not a backup this version can restore. */
export async function readManifest(file: string): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new OperatorError(`There is no file ${file}.`);
  let text: string | undefined;
  const chunks: Buffer[] = [];
  try {
    await tar.list({
      file,
      filter: (entryPath) => entryPath === MANIFEST_FILE,
      onReadEntry(entry) {
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => (text = Buffer.concat(chunks).toString('utf8')));
      },
    });
  } catch (error) {
    throw new OperatorError(`${file} is not a SmartMove backup (${(error as Error).message}).`);
  }
  const manifest = (() => {
    try {
      return text === undefined ? undefined : (JSON.parse(text) as Partial<BackupManifest>);
    } catch {
      return undefined;
    }
  })();
  if (manifest?.format !== BACKUP_FORMAT) {
    throw new OperatorError(`${file} is not a SmartMove backup: it has no ${MANIFEST_FILE} of one.`);
  }
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new OperatorError(
      `${file} is a backup of format ${String(manifest.formatVersion)}; this version restores format ${BACKUP_FORMAT_VERSION}.`,
    );
  }
  return manifest as BackupManifest;
}

/**
 * Unpacks a backup into DATA_DIR, which must be empty or absent (nothing is ever overwritten), and checks
 * the restored database. A restore that fails part way leaves DATA_DIR empty again, ready for another try.
 */
export async function restoreBackup(
  env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL' | 'S3_BUCKET'>,
  archive: string,
): Promise<BackupManifest> {
  const dataDir = path.resolve(env.DATA_DIR);
  const file = path.resolve(archive);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new OperatorError(
      `DATA_DIR (${dataDir}) is not empty: a restore only goes into an empty folder, so that nothing is overwritten. ` +
        `Stop the server, move the folder aside (mv ${dataDir} ${dataDir}.old) and run the restore again.`,
    );
  }
  const manifest = await readManifest(file);
  if (manifest.database && env.DATABASE_URL) {
    throw new OperatorError(
      `This backup holds a SQLite database, but DATABASE_URL is set: the server would not use it. Unset DATABASE_URL, or restore PostgreSQL with pg_restore (${README_SECTION}).`,
    );
  }
  if (manifest.uploads && env.S3_BUCKET) {
    throw new OperatorError(
      `This backup holds the uploads folder, but S3_BUCKET is set: the server would not read it. Unset S3_BUCKET, or copy the files into the bucket (${README_SECTION}).`,
    );
  }
  const newestKnown = Object.keys(MIGRATIONS).sort().at(-1) ?? '';
  const migration = manifest.database?.migration;
  if (migration && migration > newestKnown) {
    throw new OperatorError(
      `This backup comes from a newer version of the product (its database has migration ${migration}; this one knows up to ${newestKnown}). Restore it with that version or a later one.`,
    );
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    await tar.extract({
      file,
      cwd: dataDir,
      strict: true,
      filter: (entryPath) => entryPath !== MANIFEST_FILE,
    });
    if (manifest.database) {
      const databaseFile = path.join(dataDir, manifest.database.file);
      fs.chmodSync(databaseFile, 0o600);
      const database = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
      try {
        const check = database.pragma('quick_check', { simple: true });
        if (check !== 'ok') throw new Error(`The restored database failed its check: ${String(check)}`);
      } finally {
        database.close();
      }
    }
    return manifest;
  } catch (error) {
    for (const name of fs.readdirSync(dataDir))
      fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
    throw error;
  }
}
