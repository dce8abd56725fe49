import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database.js';
import { formRecordIdFloor, newFormRecordId } from '../repositories/form-records-repository.js';
import {
  DUPLICATE_WINDOW_SECONDS,
  RecentFingerprints,
  createFormIntake,
  type AcceptOptions,
  submissionFingerprint,
} from './form-intake.js';

const opened: { handle: DatabaseHandle; dataDir: string }[] = [];
async function openScratchDatabase(dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'form-intake-'))) {
  const handle = openDatabase({ dataDir });
  await migrateToLatest(handle.db, handle.engine);
  opened.push({ handle, dataDir });
  return { db: handle.db, dataDir, close: () => handle.close() };
}

afterEach(async () => {
  const closing = opened.splice(0);
  for (const { handle } of closing) await handle.close().catch(() => {});
  for (const { dataDir } of closing) fs.rmSync(dataDir, { recursive: true, force: true });
});

function contactMessage(message: string, id = newFormRecordId()): AcceptOptions {
  const payload = { pro_email: 'ada@example.com', pro_message: message };
  return {
    kind: 'contact-message',
    payload,
    record: {
      table: 'contact_messages',
      row: {
        id,
        message_type: 166110000,
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: payload.pro_email,
        message,
        partner_reference: '',
        employee_reference: '',
        created_at: new Date().toISOString(),
      },
    },
  };
}

describe('submissionFingerprint', () => {
  it('ignores key order, surrounding spaces and the honeypot, and tells different values apart', () => {
    const fingerprint = submissionFingerprint('contact', { a: ' x ', b: [1, { c: 'y' }] });
    expect(submissionFingerprint('contact', { b: [1, { c: 'y ' }], a: 'x', website: '' })).toBe(fingerprint);
    expect(submissionFingerprint('contact', { a: 'x', b: [1, { c: 'z' }] })).not.toBe(fingerprint);
    expect(submissionFingerprint('lead', { a: 'x', b: [1, { c: 'y' }] })).not.toBe(fingerprint);
    // The fingerprints logged before a restart must still match: the text hashed stays the same.
    expect(submissionFingerprint('contact', { b: true, a: null, n: 1.5, u: undefined })).toBe(
      createHash('sha256').update('["contact",{"a":null,"b":true,"n":1.5}]').digest('hex'),
    );
  });
});

describe('RecentFingerprints', () => {
  it('knows a fingerprint from its last sighting on, and forgets the old ones', () => {
    const recent = new RecentFingerprints();
    recent.add('a', 100);
    recent.add('b', 200);
    recent.add('a', 300);
    expect(recent.has('a', 250)).toBe(true);
    expect(recent.has('b', 250)).toBe(false);
    recent.forget(250);
    expect(recent.has('b', 0)).toBe(false);
    expect(recent.has('a', 0)).toBe(true);
  });
});

describe('createFormIntake', () => {
  it('stores a repeat once, whether it comes in the same batch or a later one, and again after the window', async () => {
    const { db } = await openScratchDatabase();
    let now = new Date('2026-11-23T10:00:00Z');
    const intake = createFormIntake(db, { engine: 'sqlite', clock: () => now });
    const sameBatch = await Promise.all([
      intake.accept(contactMessage('Hello')),
      intake.accept(contactMessage('Hello')),
      intake.accept(contactMessage('Other')),
    ]);
    expect(sameBatch).toEqual(['stored', 'duplicate', 'stored']);
    expect(await intake.accept(contactMessage('Hello'))).toBe('duplicate');
    now = new Date(now.getTime() + (DUPLICATE_WINDOW_SECONDS + 1) * 1000);
    expect(await intake.accept(contactMessage('Hello'))).toBe('stored');
    const rows = await db.selectFrom('contact_messages').select('message').execute();
    expect(rows.map((row) => row.message).sort()).toEqual(['Hello', 'Hello', 'Other']);
  });

  it('holds a twin back until the batch of the first has committed', async () => {
    const { db } = await openScratchDatabase();
    const intake = createFormIntake(db, { engine: 'sqlite' });
    const first = intake.accept(contactMessage('Twin'));
    await new Promise((resolve) => setImmediate(resolve));
    const twin = intake.accept(contactMessage('Twin'));
    const other = intake.accept(contactMessage('Not a twin'));
    const drained = intake.drain();
    expect(await Promise.all([first, twin, other])).toEqual(['stored', 'duplicate', 'stored']);
    await drained;
    expect(await db.selectFrom('contact_messages').select('message').execute()).toHaveLength(2);
  });

  it("keeps the fingerprint in the submission's own row", async () => {
    const { db } = await openScratchDatabase();
    const submission = contactMessage('Fingerprinted');
    expect(await createFormIntake(db, { engine: 'sqlite' }).accept(submission)).toBe('stored');
    expect(await db.selectFrom('contact_messages').select('submission_fingerprint').execute()).toEqual([
      { submission_fingerprint: submissionFingerprint(submission.kind, submission.payload) },
    ]);
  });

  it('recognises repeats of submissions stored before a restart', async () => {
    const first = await openScratchDatabase();
    expect(
      await createFormIntake(first.db, { engine: 'sqlite' }).accept(contactMessage('Before the restart')),
    ).toBe('stored');
    await first.close();
    const again = await openScratchDatabase(first.dataDir);
    expect(
      await createFormIntake(again.db, { engine: 'sqlite' }).accept(contactMessage('Before the restart')),
    ).toBe('duplicate');
    expect(await again.db.selectFrom('contact_messages').select('message').execute()).toHaveLength(1);
  });

  it('fails only the submission that cannot be written when its batch fails, and forgets its fingerprint', async () => {
    const { db } = await openScratchDatabase();
    const intake = createFormIntake(db, { engine: 'sqlite' });
    const takenId = newFormRecordId();
    expect(await intake.accept(contactMessage('First', takenId))).toBe('stored');
    const outcomes = await Promise.allSettled([
      intake.accept(contactMessage('Fine')),
      intake.accept(contactMessage('Clashing id', takenId)),
    ]);
    expect(outcomes[0]).toEqual({ status: 'fulfilled', value: 'stored' });
    expect(outcomes[1]?.status).toBe('rejected');
    expect(await intake.accept(contactMessage('Clashing id'))).toBe('stored');
  });

  it('rejects the waiting submissions when the database is gone', async () => {
    const { db, close } = await openScratchDatabase();
    await close();
    await expect(createFormIntake(db, { engine: 'sqlite' }).accept(contactMessage('Lost'))).rejects.toThrow();
  });
});

describe('newFormRecordId', () => {
  it('makes distinct UUIDv7 ids that sort by creation time', async () => {
    const { validate, version } = await import('uuid');
    const first = newFormRecordId();
    await new Promise((resolve) => setTimeout(resolve, 2));
    const ids = Array.from({ length: 1000 }, () => newFormRecordId());
    expect(new Set(ids).size).toBe(1000);
    for (const id of [first, ...ids]) expect(validate(id) && version(id)).toBe(7);
    expect(ids.every((id) => id > first)).toBe(true);
  });

  it('has a floor per moment: the ids made since then sort at or above it, the earlier ones below', async () => {
    const before = newFormRecordId();
    await new Promise((resolve) => setTimeout(resolve, 2));
    const floor = formRecordIdFloor(Date.now());
    const after = newFormRecordId();
    expect(before < floor).toBe(true);
    expect(after >= floor).toBe(true);
    expect(formRecordIdFloor(0)).toBe('00000000-0000');
  });
});
