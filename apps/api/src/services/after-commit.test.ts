import { Readable } from 'node:stream';
import { RECORD_KINDS } from '@smartmove/contract';
import { expect, it, vi } from 'vitest';
import { pngFile } from '../test/lead-fixtures.js';
import { describeOnEngines, useTestApp } from '../test/test-api.js';
import { createChanges, ReceivedUpload } from './after-commit.js';
import { queueMail } from './mail/mail-queue.js';
import { recordChange } from './record-change.js';

/** What follows a change's commit (services/after-commit.ts), on the app's own database and file storage. */
describeOnEngines('a change and what follows its commit', (engine) => {
  const api = useTestApp(engine);

  /** A runner whose mail worker is a spy. */
  function changesWithSpy() {
    const wakeMail = vi.fn();
    const { db, fileStorage, log } = api.app;
    return { changes: createChanges({ db, fileStorage, wakeMail, log }), wakeMail };
  }

  /** A PNG stored as an upload route stores it, not yet kept by any change. */
  async function receivedImage(): Promise<ReceivedUpload> {
    const stored = await api.app.fileStorage.save(Readable.from(pngFile()), {
      folder: 'profile-images',
      maxBytes: 1024 * 1024,
      allowedMimeTypes: ['image/png'],
      tooLargeMessage: 'too large',
      wrongTypeMessage: 'wrong type',
    });
    return new ReceivedUpload(stored, 'me.png', api.app.fileStorage, api.app.log);
  }

  const exists = (storedName: string) => api.app.fileStorage.exists(storedName);

  const auditLine = (action: string) =>
    api.app.db.selectFrom('audit_log').select('id').where('action', '=', action).executeTakeFirst();

  const someChange = (action: string) => ({
    actor: { id: null, name: 'A test' },
    action,
    record: { kind: RECORD_KINDS.auditLog, id: null, label: action },
    at: new Date(),
  });

  it('keeps the upload and removes the file it replaces only once the change has committed', async () => {
    const { changes } = changesWithSpy();
    const previous = await receivedImage();
    const next = await receivedImage();
    await changes.run(async (trx, after) => {
      after.keep(next);
      after.removeFile(previous.storedName);
      await recordChange(trx, someChange('replaced a test file'));
      // Nothing happens before the commit: the file it replaces is still there.
      expect(await exists(previous.storedName)).toBe(true);
    });
    expect(await auditLine('replaced a test file')).toBeDefined();
    expect(await exists(previous.storedName)).toBe(false);
    expect(await exists(next.storedName)).toBe(true);
    expect(next.kept).toBe(true);
    // Kept: the route's clean-up after its answer leaves it.
    await next.discard();
    expect(await exists(next.storedName)).toBe(true);
  });

  it('removes the upload of a change that rolls back and keeps the file it was to replace', async () => {
    const { changes, wakeMail } = changesWithSpy();
    const previous = await receivedImage();
    const next = await receivedImage();
    const failed = changes.run(async (trx, after) => {
      after.keep(next);
      after.removeFile(previous.storedName);
      await recordChange(trx, someChange('replaced and rolled back'));
      await queueMail(
        trx,
        [{ to: 'a@example.com', subject: 's', text: 't', causeKind: 'test', causeId: null }],
        new Date(),
      );
      throw new Error('the change fails');
    });
    await expect(failed).rejects.toThrow('the change fails');
    expect(await auditLine('replaced and rolled back')).toBeUndefined();
    expect(await exists(next.storedName)).toBe(false);
    expect(next.kept).toBe(false);
    expect(await exists(previous.storedName)).toBe(true);
    expect(wakeMail).not.toHaveBeenCalled();
  });

  it('wakes the mail worker once the change that queued e-mail has committed, and not for one that queued none', async () => {
    const { changes, wakeMail } = changesWithSpy();
    await changes.run(async (trx) => {
      await queueMail(
        trx,
        [{ to: 'a@example.com', subject: 'Woken', text: 'Hello', causeKind: 'test', causeId: null }],
        new Date(),
      );
      expect(wakeMail).not.toHaveBeenCalled();
    });
    expect(wakeMail).toHaveBeenCalledTimes(1);
    await changes.run((trx) => recordChange(trx, someChange('queued no e-mail')));
    expect(wakeMail).toHaveBeenCalledTimes(1);
  });

  it('refuses to queue e-mail in a transaction it did not open, whose commit nobody would follow', async () => {
    const queued = api.app.db
      .transaction()
      .execute((trx) =>
        queueMail(
          trx,
          [{ to: 'a@example.com', subject: 'Lost', text: 'Hello', causeKind: 'test', causeId: null }],
          new Date(),
        ),
      );
    await expect(queued).rejects.toThrow(/changes\.run/);
    const lost = await api.app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('subject', '=', 'Lost')
      .executeTakeFirst();
    expect(lost).toBeUndefined();
  });
});
