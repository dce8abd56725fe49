import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import { REPO_ROOT, type Env } from '../config/env.js';
import { SQLITE_FILE_NAME } from '../db/database.js';
import { MIGRATIONS } from '../db/migrations/index.js';
import { PARTIAL_SUFFIX, UPLOADS_FOLDER, WRITE_PROBE } from '../adapters/local-file-storage.js';
import { MAIL_OUTBOX_FILE } from '../adapters/mail-provider.js';
import { SECRET_FILE_NAMES } from '../services/operations/secrets.js';
import { SMS_OUTBOX_FILE } from '../adapters/sms-provider.js';
import { AGE_SUFFIX, decryptFile, encryptStream, isAgeFile } from './backup-encryption.js';
import { OperatorError } from './operator-error.js';

/** The archive's first entry: what it holds and from which version. */
export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 'smartmove-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** The section of the README an operator is sent to for what this backup does not cover. */
export const README_SECTION = 'README.md, "Operating it"';
/**
 * DATA_DIR's own files a backup holds besides the database and the uploads: the mail and SMS outboxes, and the
 * secrets an earlier version kept in files (loadSecret takes them over into the database).
 */
export const DATA_FILES: readonly string[] = [MAIL_OUTBOX_FILE, SMS_OUTBOX_FILE, ...SECRET_FILE_NAMES];
/** The staging folder (the database snapshot) is made beside the archive, on the disk the operator chose. */
const STAGING_PREFIX = '.smartmove-backup-';
/** A restore unpacks into a folder of this name beside DATA_DIR (inside it when DATA_DIR is a mount point). */
const RESTORE_PREFIX = '.smartmove-restore-';
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

export interface BackupOptions {
  /** age public keys (age1...): the archive is encrypted to them and its name ends in .age. */
  recipients?: readonly string[];
  now?: Date;
}

/**
 * Writes one .tar.gz of DATA_DIR while the server runs: manifest.json, a snapshot of the SQLite database
 * (app.db), the uploads (files still being written left out) and DATA_FILES (the outboxes).
 * The database is copied first: every upload a copied record names was stored before its record committed,
 * so it is in the folder when the folder is read. The archive is written under a temporary name, readable by
 * this user only, and renamed when complete; with recipients it is encrypted on its way to the disk.
 */
export async function createBackup(
  env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL' | 'S3_BUCKET'>,
  out: string,
  { recipients = [], now = new Date() }: BackupOptions = {},
): Promise<BackupResult> {
  const dataDir = path.resolve(env.DATA_DIR);
  const named = path.resolve(out);
  const file = recipients.length > 0 && !named.endsWith(AGE_SUFFIX) ? `${named}${AGE_SUFFIX}` : named;
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
      .filter((entry) => entry.isFile() && DATA_FILES.includes(entry.name))
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
        const target = fs.createWriteStream(partial, { mode: 0o600 });
        if (recipients.length > 0) await pipeline(await encryptStream(archive, [...recipients]), target);
        else await pipeline(archive, target);
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

/** The manifest's text checked: an OperatorError when it is not a backup this version can restore. */
function parseManifest(text: string | undefined, file: string): BackupManifest {
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
 * Why an archive entry is not one a backup holds, or null when it is: manifest.json first, then only files and
 * folders, by the names a backup writes (the database, DATA_FILES, the uploads folder and what is in it).
 */
function unexpectedEntry(entry: { path: string; type: string }, index: number): string | null {
  const name = entry.path.replace(/\/$/, '');
  if (index === 0) return name === MANIFEST_FILE && entry.type === 'File' ? null : 'not first';
  if (entry.type !== 'File' && entry.type !== 'Directory') return `a ${entry.type} entry`;
  const parts = name.split('/');
  if (name.startsWith('/') || parts.some((part) => part === '' || part === '.' || part === '..')) {
    return 'a path outside DATA_DIR';
  }
  if (parts[0] === UPLOADS_FOLDER)
    return parts.length > 1 || entry.type === 'Directory' ? null : 'not a folder';
  if (
    parts.length === 1 &&
    entry.type === 'File' &&
    (name === SQLITE_FILE_NAME || DATA_FILES.includes(name))
  ) {
    return null;
  }
  return 'a name a backup does not use';
}

/** Whether the folder is a mount point (another file system than its parent's), so it cannot be renamed. */
function isMountPoint(folder: string): boolean {
  return fs.statSync(folder).dev !== fs.statSync(path.dirname(folder)).dev;
}

/**
 * Restores a backup (encrypted or not) into DATA_DIR, which must be empty or absent: nothing is ever
 * overwritten. It is unpacked into a folder beside DATA_DIR (on the same file system), every entry checked
 * (files and folders by the names a backup writes, nothing else), its manifest and database checked, and only
 * then renamed into place: a restore that fails leaves DATA_DIR as it was, ready for another try.
 */
export async function restoreBackup(
  env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL' | 'S3_BUCKET'>,
  archive: string,
  { identityFile }: { identityFile?: string } = {},
): Promise<BackupManifest> {
  const dataDir = path.resolve(env.DATA_DIR);
  const file = path.resolve(archive);
  const dataDirExists = fs.existsSync(dataDir);
  // Leftovers of a restore stopped part way inside a mount point are not the site's data.
  const occupied = dataDirExists && fs.readdirSync(dataDir).some((name) => !name.startsWith(RESTORE_PREFIX));
  if (occupied) {
    throw new OperatorError(
      `DATA_DIR (${dataDir}) is not empty: a restore only goes into an empty folder, so that nothing is overwritten. ` +
        `Stop the server, move the folder aside (mv ${dataDir} ${dataDir}.old) and run the restore again.`,
    );
  }
  if (!fs.existsSync(file)) throw new OperatorError(`There is no file ${file}.`);
  const identity = isAgeFile(file) ? identityFile : null;
  if (identity === undefined) {
    throw new OperatorError(
      `${file} is encrypted (age): give the file of the secret key it was encrypted to with --identity FILE.`,
    );
  }

  const inside = dataDirExists && isMountPoint(dataDir);
  if (dataDirExists) {
    for (const name of fs.readdirSync(dataDir))
      fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
  } else {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  }
  const staging = fs.mkdtempSync(
    inside
      ? path.join(dataDir, RESTORE_PREFIX)
      : path.join(path.dirname(dataDir), `${RESTORE_PREFIX}${path.basename(dataDir)}-`),
  );
  try {
    const plain = identity === null ? file : path.join(staging, 'backup.tar.gz');
    if (identity !== null) await decryptFile(file, identity, plain);
    const unpacked = path.join(staging, 'data');
    fs.mkdirSync(unpacked, { mode: 0o700 });
    // The first entry the archive holds that a backup never does: it and every entry after it are left out.
    const read = { entries: 0, unexpected: '' };
    try {
      await tar.extract({
        file: plain,
        cwd: unpacked,
        strict: true,
        filter(entryPath, entry) {
          const why = unexpectedEntry(
            { path: entryPath, type: 'type' in entry ? entry.type : 'File' },
            read.entries++,
          );
          if (why !== null && read.unexpected === '') read.unexpected = `${entryPath} (${why})`;
          return read.unexpected === '';
        },
      });
    } catch (error) {
      if (read.entries === 0)
        throw new OperatorError(`${file} is not a SmartMove backup (${(error as Error).message}).`);
      throw error;
    }
    const manifestFile = path.join(unpacked, MANIFEST_FILE);
    const manifest = parseManifest(
      fs.existsSync(manifestFile) ? fs.readFileSync(manifestFile, 'utf8') : undefined,
      file,
    );
    if (read.unexpected !== '') {
      throw new OperatorError(
        `${file} holds an entry a SmartMove backup never holds: ${read.unexpected}. Nothing was restored.`,
      );
    }
    checkManifest(manifest, env);
    fs.rmSync(manifestFile);
    if (manifest.database) {
      const databaseFile = path.join(unpacked, manifest.database.file);
      fs.chmodSync(databaseFile, 0o600);
      const database = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
      try {
        const check = database.pragma('quick_check', { simple: true });
        if (check !== 'ok') throw new Error(`The restored database failed its check: ${String(check)}`);
      } finally {
        database.close();
      }
    }
    if (inside) {
      for (const name of fs.readdirSync(unpacked))
        fs.renameSync(path.join(unpacked, name), path.join(dataDir, name));
    } else {
      // One rename: onto the empty folder, or where there was none.
      fs.renameSync(unpacked, dataDir);
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Refuses a backup the server as configured would not use, or one from a newer version. */
function checkManifest(manifest: BackupManifest, env: Pick<Env, 'DATABASE_URL' | 'S3_BUCKET'>): void {
  if (manifest.database && manifest.database.file !== SQLITE_FILE_NAME) {
    throw new OperatorError(
      `This backup names its database ${manifest.database.file}; a backup names it ${SQLITE_FILE_NAME}.`,
    );
  }
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
}
