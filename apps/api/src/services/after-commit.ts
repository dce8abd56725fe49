import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { FileStorage, StoredFile } from '../adapters/file-storage.js';

/**
 * A file a request brought, stored as it arrived, before the change that records it runs. It stays once a
 * change that keeps it (`AfterCommit.keep`) has committed; otherwise it goes: when that change rolls back,
 * and when the request is answered without any change keeping it (routes/shared/receive-upload.ts).
 */
export class ReceivedUpload implements StoredFile {
  readonly storedName: string;
  readonly size: number;
  readonly mimeType: string;
  readonly extension: string;
  readonly sha256: string;
  #state: 'received' | 'kept' | 'removed' = 'received';
  readonly #storage: FileStorage;
  readonly #log: FastifyBaseLogger;

  constructor(
    file: StoredFile,
    /** The sender's name of the file, as lists and downloads show it ('' where none is shown). */
    readonly originalName: string,
    storage: FileStorage,
    log: FastifyBaseLogger,
  ) {
    this.storedName = file.storedName;
    this.size = file.size;
    this.mimeType = file.mimeType;
    this.extension = file.extension;
    this.sha256 = file.sha256;
    this.#storage = storage;
    this.#log = log;
  }

  /** Whether a committed change keeps the file. */
  get kept(): boolean {
    return this.#state === 'kept';
  }

  /** A committed change records the file. */
  markKept(): void {
    if (this.#state === 'received') this.#state = 'kept';
  }

  /** Removes the file unless a committed change keeps it (once; a failure is logged, never thrown). */
  async discard(): Promise<void> {
    if (this.#state !== 'received') return;
    this.#state = 'removed';
    await this.#storage.remove(this.storedName).catch((error: unknown) => {
      this.#log.warn({ err: error, storedName: this.storedName }, 'could not remove an upload not kept');
    });
  }
}

/** What a change leaves for after its commit: none of it happens when the change rolls back. */
export interface AfterCommit {
  /** E-mail waits in the outbox: the mail worker is woken (queueMail says so for what it queues). */
  wakeMail(): void;
  /**
   * A talent record waits to be (re)indexed, its resume read first: the text worker is woken
   * (queueTalentText says so for what it queues).
   */
  wakeTalentText(): void;
  /** A stored file the change no longer uses (replaced, or its record removed): removed. */
  removeFile(storedName: string): void;
  /** An upload the change records: kept. If the change rolls back, the upload is removed instead. */
  keep(upload: ReceivedUpload): void;
}

/**
 * How a service changes records (docs/decisions/0010-write-path.md): `run` opens the transaction, hands it
 * to the change with its `AfterCommit`, and once it has committed does what the change left for then (wakes
 * the mail worker and the talent text worker, removes the files it replaced or removed, keeps its uploads); when it fails, the uploads
 * it was to keep are removed and nothing else happens.
 */
export interface Changes {
  run<T>(change: (trx: Transaction<Database>, after: AfterCommit) => Promise<T>): Promise<T>;
  /**
   * The same for a change that commits by itself (a public form's intake: one statement on PostgreSQL,
   * `storeOnce`): what it left for after happens once it has resolved.
   */
  runWithoutTransaction<T>(change: (after: AfterCommit) => Promise<T>): Promise<T>;
}

export interface ChangesOptions {
  db: Kysely<Database>;
  fileStorage: FileStorage;
  /** Asks the mail worker for a run shortly (the mail plugin's). */
  wakeMail: () => void;
  /** Asks the talent text worker for a run shortly (the talent text plugin's); none: the poll finds the job. */
  wakeTalentText?: () => void;
  log: FastifyBaseLogger;
}

/** The AfterCommit of each transaction `run` opened, for the helpers that take only the transaction. */
const afterCommits = new WeakMap<Transaction<Database>, AfterCommit>();

/** The AfterCommit of a change's transaction; throws for a transaction that `Changes.run` did not open. */
export function afterCommitOf(trx: Transaction<Database>): AfterCommit {
  const after = afterCommits.get(trx);
  if (!after) throw new Error('Not the transaction of a change: open it with changes.run');
  return after;
}

export function createChanges({ db, fileStorage, wakeMail, wakeTalentText, log }: ChangesOptions): Changes {
  async function settle<T>(change: (after: AfterCommit) => Promise<T>): Promise<T> {
    let mailWaits = false;
    let textWaits = false;
    const removed: string[] = [];
    const kept: ReceivedUpload[] = [];
    const after: AfterCommit = {
      wakeMail: () => void (mailWaits = true),
      wakeTalentText: () => void (textWaits = true),
      removeFile: (storedName) => void removed.push(storedName),
      keep: (upload) => void kept.push(upload),
    };
    let result: T;
    try {
      result = await change(after);
    } catch (error) {
      for (const upload of kept) await upload.discard();
      throw error;
    }
    for (const upload of kept) upload.markKept();
    const keptNames = new Set(kept.map((upload) => upload.storedName));
    for (const storedName of removed) {
      if (keptNames.has(storedName)) continue;
      // The change stands either way: a file that cannot be removed now is an orphan, never a record without its file.
      await fileStorage.remove(storedName).catch((error: unknown) => {
        log.warn({ err: error, storedName }, 'could not remove a file its change no longer uses');
      });
    }
    if (mailWaits) wakeMail();
    if (textWaits) wakeTalentText?.();
    return result;
  }

  return {
    run: (change) =>
      settle((after) =>
        db.transaction().execute((trx) => {
          afterCommits.set(trx, after);
          return change(trx, after);
        }),
      ),
    runWithoutTransaction: settle,
  };
}
