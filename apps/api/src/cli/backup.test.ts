import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config/env.js';
import { FAST_CAPTCHA_ENV } from '../test/lead-fixtures.js';
import { startServerProcess } from '../test/server-process.js';
import { jobApplicationRequest, postContactMessage, uniqueResume } from '../test/server-requests.js';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, MANIFEST_FILE } from './backup-archive.js';

/**
 * `npm run backup` and `npm run restore` (docs/product.md#running-it) as an operator runs them, against the
 * built server as a real process taking writes: what it answered before the backup began is all in the
 * restored copy.
 */
const CLI = path.join(REPO_ROOT, 'scripts/api-cli.mjs');
/** This suite's servers listen here (the helper's E2E_PORT + 1, + 2). */
const PORTS = { live: 3651, restored: 3652 };

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

function readRows<T>(dataDir: string, query: string): T[] {
  const file = new SQLite(path.join(dataDir, 'app.db'), { readonly: true, fileMustExist: true });
  try {
    return file.prepare(query).all() as T[];
  } finally {
    file.close();
  }
}

describe('npm run backup and npm run restore', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'smartmove-backup-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('backs up the database and the uploads during a stream of writes; the restored copy has every answered one', async () => {
    const liveDir = path.join(root, 'live');
    const server = await startServerProcess({ DATA_DIR: liveDir, ...FAST_CAPTCHA_ENV }, { port: PORTS.live });
    const archive = path.join(root, 'backups', 'smartmove.tar.gz');
    try {
      // An application with its resume, answered before the backup.
      const resume = uniqueResume(300 * 1024);
      const email = `backup.${randomBytes(4).toString('hex')}@example.com`;
      const application = await jobApplicationRequest(server.url, email, resume);
      const applied = await fetch(application.url, {
        method: 'POST',
        headers: application.headers,
        body: application.body,
      });
      expect(applied.status).toBe(200);

      // Four writers post contact messages until the backup has finished.
      const run = randomBytes(4).toString('hex');
      const answered: string[] = [];
      let counter = 0;
      let writing = true;
      const writer = async () => {
        while (writing) {
          const message = `backup ${run} ${++counter}`;
          if (await postContactMessage(server.url, message)) answered.push(message);
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      while (answered.length < 40) await new Promise((resolve) => setTimeout(resolve, 5));

      // Everything answered so far was answered before the backup began.
      const answeredBefore = [...answered];
      const backup = await runCli(['backup', '--out', archive], { DATA_DIR: liveDir });
      const answeredDuring = answered.length - answeredBefore.length;
      writing = false;
      await Promise.all(writers);

      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(
        // The application's resume, and the demo applicant's the first start stored.
        /^Backup written to .*smartmove\.tar\.gz \(.*the database, 2 uploaded files\)/,
      );
      // The server kept answering writes while the backup ran: it was taken live.
      expect(answeredDuring).toBeGreaterThan(0);
      expect((fs.statSync(archive).mode & 0o777).toString(8)).toBe('600');

      // Restored into an empty folder, a server starts on it and has everything answered before the backup.
      const restoredDir = path.join(root, 'restored');
      const restore = await runCli(['restore', archive], { DATA_DIR: restoredDir });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(fs.existsSync(path.join(restoredDir, MANIFEST_FILE))).toBe(false);
      const restored = await startServerProcess({ DATA_DIR: restoredDir }, { port: PORTS.restored });
      expect((await fetch(`${restored.url}/ready`)).status).toBe(200);
      expect(await postContactMessage(restored.url, `after restore ${run}`)).toBe(true);
      restored.child.kill('SIGTERM');
      expect(await restored.exited).toBe(0);

      const stored = new Set(
        readRows<{ message: string }>(restoredDir, 'select message from contact_messages').map(
          (row) => row.message,
        ),
      );
      expect(answeredBefore.length).toBeGreaterThanOrEqual(40);
      expect(answeredBefore.filter((message) => !stored.has(message))).toEqual([]);
      expect(stored.has(`after restore ${run}`)).toBe(true);
      const [row] = readRows<{ resume_file_name: string }>(
        restoredDir,
        `select resume_file_name from job_applications where email = '${email}'`,
      );
      expect(row).toBeDefined();
      expect(fs.readFileSync(path.join(restoredDir, 'uploads', row!.resume_file_name)).equals(resume)).toBe(
        true,
      );
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 180_000);

  it('refuses to restore into a DATA_DIR that is not empty, and changes nothing there', async () => {
    const archive = path.join(root, 'backups', 'smartmove.tar.gz');
    expect(fs.existsSync(archive)).toBe(true);
    const occupied = path.join(root, 'occupied');
    fs.mkdirSync(occupied, { recursive: true });
    fs.writeFileSync(path.join(occupied, 'app.db'), 'the data of a running site');

    const refused = await runCli(['restore', archive], { DATA_DIR: occupied });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`DATA_DIR (${occupied}) is not empty`);
    expect(fs.readdirSync(occupied)).toEqual(['app.db']);
    expect(fs.readFileSync(path.join(occupied, 'app.db'), 'utf8')).toBe('the data of a running site');
  });

  it('refuses an archive that is not a backup, or one from a newer version, and leaves DATA_DIR empty', async () => {
    const notBackup = path.join(root, 'notes.tar.gz');
    const notesDir = fs.mkdtempSync(path.join(root, 'notes-'));
    fs.writeFileSync(path.join(notesDir, 'notes.txt'), 'not a backup');
    await tar.create({ gzip: true, file: notBackup, cwd: notesDir }, ['notes.txt']);
    const target = path.join(root, 'never-restored');
    const refused = await runCli(['restore', notBackup], { DATA_DIR: target });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('is not a SmartMove backup');

    const futureDir = fs.mkdtempSync(path.join(root, 'future-'));
    fs.writeFileSync(
      path.join(futureDir, MANIFEST_FILE),
      JSON.stringify({
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        version: '9.0.0',
        createdAt: new Date().toISOString(),
        engine: 'sqlite',
        database: { file: 'app.db', migration: '9999-from-the-future' },
        uploads: { folder: 'uploads' },
      }),
    );
    fs.writeFileSync(path.join(futureDir, 'app.db'), '');
    const future = path.join(root, 'future.tar.gz');
    await tar.create({ gzip: true, file: future, cwd: futureDir }, [MANIFEST_FILE, 'app.db']);
    const tooNew = await runCli(['restore', future], { DATA_DIR: target });
    expect(tooNew.code).toBe(2);
    expect(tooNew.stderr).toContain('comes from a newer version of the product');
    expect(fs.existsSync(target) ? fs.readdirSync(target) : []).toEqual([]);
  });

  it('restores nothing from an archive with an entry a backup never holds (a link), and a rerun restores', async () => {
    const archive = path.join(root, 'backups', 'smartmove.tar.gz');
    expect(fs.existsSync(archive)).toBe(true);
    // The backup's own entries, then a link into the system, then a file no backup has.
    const tampered = fs.mkdtempSync(path.join(root, 'tampered-'));
    await tar.extract({ file: archive, cwd: tampered });
    fs.symlinkSync('/etc/hostname', path.join(tampered, 'uploads', 'link.pdf'));
    fs.writeFileSync(path.join(tampered, 'notes.txt'), 'not in a backup');
    const bad = path.join(root, 'tampered.tar.gz');
    await tar.create({ gzip: true, file: bad, cwd: tampered }, [
      MANIFEST_FILE,
      'app.db',
      'uploads/link.pdf',
      'notes.txt',
    ]);

    const parent = fs.mkdtempSync(path.join(root, 'target-'));
    const absent = path.join(parent, 'data');
    const empty = path.join(parent, 'empty');
    fs.mkdirSync(empty);
    for (const target of [absent, empty]) {
      const refused = await runCli(['restore', bad], { DATA_DIR: target });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(
        'holds an entry a SmartMove backup never holds: uploads/link.pdf (a SymbolicLink entry). Nothing was restored.',
      );
    }
    // DATA_DIR as it was (absent, or empty), nothing left beside it.
    expect(fs.readdirSync(parent)).toEqual(['empty']);
    expect(fs.readdirSync(empty)).toEqual([]);

    for (const target of [absent, empty]) {
      const rerun = await runCli(['restore', archive], { DATA_DIR: target });
      expect(rerun.stderr).toBe('');
      expect(rerun.code).toBe(0);
      expect(fs.readdirSync(target)).toEqual(expect.arrayContaining(['app.db', 'uploads']));
      expect(fs.readdirSync(target)).not.toContain(MANIFEST_FILE);
      expect(
        readRows<{ n: number }>(target, 'select count(*) as n from contact_messages')[0]!.n,
      ).toBeGreaterThan(0);
    }
    expect(fs.readdirSync(parent).sort()).toEqual(['data', 'empty']);
  }, 60_000);

  it('encrypts a backup to public keys (age); only a matching secret key restores it, another is refused', async () => {
    // A DATA_DIR with a database and an upload: the one restored by the first test.
    const source = path.join(root, 'restored');
    expect(fs.existsSync(path.join(source, 'app.db'))).toBe(true);
    const keys = fs.mkdtempSync(path.join(root, 'keys-'));
    const newKey = async (name: string) => {
      const made = await runCli(['backup', '--new-key', path.join(keys, name)], {});
      expect(made.code).toBe(0);
      const recipient = /Public key, to encrypt backups to \(--recipient\): (age1[a-z0-9]+)$/m.exec(
        made.stdout,
      )?.[1];
      expect(recipient).toBeDefined();
      expect((fs.statSync(path.join(keys, name)).mode & 0o777).toString(8)).toBe('600');
      return recipient!;
    };
    const operator = await newKey('operator.key');
    const other = await newKey('other.key');
    // A key file is never written over.
    const again = await runCli(['backup', '--new-key', path.join(keys, 'operator.key')], {});
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('exists already');

    const out = path.join(root, 'encrypted', 'smartmove.tar.gz');
    const backup = await runCli(['backup', '--out', out, '--recipient', operator], { DATA_DIR: source });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('smartmove.tar.gz.age (');
    expect(backup.stdout).toContain('encrypted to 1 public key');
    expect(fs.existsSync(out)).toBe(false);
    const encrypted = `${out}.age`;
    expect(fs.readFileSync(encrypted).subarray(0, 22).toString('latin1')).toBe('age-encryption.org/v1\n');
    expect((fs.statSync(encrypted).mode & 0o777).toString(8)).toBe('600');

    const target = path.join(root, 'decrypted');
    const withoutKey = await runCli(['restore', encrypted], { DATA_DIR: target });
    expect(withoutKey.code).toBe(2);
    expect(withoutKey.stderr).toContain('is encrypted (age): give the file of the secret key');
    const wrongKey = await runCli(['restore', encrypted, '--identity', path.join(keys, 'other.key')], {
      DATA_DIR: target,
    });
    expect(wrongKey.code).toBe(2);
    expect(wrongKey.stderr).toContain(
      `The key in ${path.join(keys, 'other.key')} does not open ${encrypted}: the backup was encrypted to another public key.`,
    );
    expect(fs.existsSync(target)).toBe(false);
    expect(fs.readdirSync(root).filter((name) => name.startsWith('.smartmove-restore-'))).toEqual([]);

    const restored = await runCli(['restore', encrypted, '--identity', path.join(keys, 'operator.key')], {
      DATA_DIR: target,
    });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    const messages = 'select message from contact_messages order by id';
    expect(readRows(target, messages)).toEqual(readRows(source, messages));
    const [row] = readRows<{ resume_file_name: string }>(
      source,
      'select resume_file_name from job_applications',
    );
    expect(fs.readFileSync(path.join(target, 'uploads', row!.resume_file_name))).toEqual(
      fs.readFileSync(path.join(source, 'uploads', row!.resume_file_name)),
    );

    // A recipients file (one public key a line, # comments) and an ending already .age.
    const recipientsFile = path.join(keys, 'recipients.txt');
    fs.writeFileSync(recipientsFile, `# the off-site key\n${other}\n`);
    const second = path.join(root, 'encrypted', 'second.tar.gz.age');
    const toFile = await runCli(['backup', '--out', second, '--recipient-file', recipientsFile], {
      DATA_DIR: source,
    });
    expect(toFile.code).toBe(0);
    const secondTarget = path.join(root, 'decrypted-second');
    const byOther = await runCli(['restore', second, '--identity', path.join(keys, 'other.key')], {
      DATA_DIR: secondTarget,
    });
    expect(byOther.code).toBe(0);
    expect(readRows(secondTarget, messages)).toEqual(readRows(source, messages));

    const notAKey = await runCli(['backup', '--out', out, '--recipient', 'age1notakey'], {
      DATA_DIR: source,
    });
    expect(notAKey.code).toBe(2);
    expect(notAKey.stderr).toContain('age1notakey is not an age public key (age1...).');
  }, 120_000);

  it('says what it does not cover: PostgreSQL (pg_dump) and S3 (bucket versioning)', async () => {
    const both = await runCli(['backup', '--out', path.join(root, 'none.tar.gz')], {
      DATA_DIR: path.join(root, 'external'),
      DATABASE_URL: 'postgres://backup@127.0.0.1:1/none',
      S3_BUCKET: 'uploads',
    });
    expect(both.code).toBe(2);
    expect(both.stderr).toContain(
      'DATABASE_URL is set: the database is PostgreSQL, which this backup does not include',
    );
    expect(both.stderr).toContain('pg_dump (README.md, "Operating it")');
    expect(both.stderr).toContain("keep them with the bucket's versioning");
    expect(fs.existsSync(path.join(root, 'none.tar.gz'))).toBe(false);

    // PostgreSQL with local uploads: the uploads are archived, with the note about the database.
    const uploadsDir = path.join(root, 'pg-uploads');
    fs.mkdirSync(path.join(uploadsDir, 'uploads', 'resumes'), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, 'uploads', 'resumes', 'a.pdf'), 'resume');
    fs.writeFileSync(path.join(uploadsDir, 'uploads', 'resumes', 'b.part'), 'half an upload');
    const out = path.join(root, 'uploads-only.tar.gz');
    const partial = await runCli(['backup', '--out', out], {
      DATA_DIR: uploadsDir,
      DATABASE_URL: 'postgres://backup@127.0.0.1:1/none',
    });
    expect(partial.code).toBe(0);
    expect(partial.stderr).toContain('pg_dump');
    expect(partial.stdout).toContain('1 uploaded files');
    const restoredDir = path.join(root, 'pg-restored');
    expect((await runCli(['restore', out], { DATA_DIR: restoredDir })).code).toBe(0);
    expect(fs.readFileSync(path.join(restoredDir, 'uploads', 'resumes', 'a.pdf'), 'utf8')).toBe('resume');
    expect(fs.existsSync(path.join(restoredDir, 'uploads', 'resumes', 'b.part'))).toBe(false);
    expect(fs.existsSync(path.join(restoredDir, 'app.db'))).toBe(false);
  });
});
