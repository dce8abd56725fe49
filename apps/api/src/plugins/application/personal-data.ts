import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.js';
import type { ErasableKind, Eraser } from '../../repositories/personal-data-repository.js';

/** How often the retention job looks for records past RETENTION_DAYS. */
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Records erased per transaction batch of the retention job. */
const RETENTION_BATCH = 100;
const RETENTION_JOB: Eraser = { id: null, name: 'Retention job' };

export interface PersonalData {
  /** Erases one record and then its files; false when there is no such record. */
  erase(kind: ErasableKind, id: string, eraser: Eraser): Promise<boolean>;
  /** The applicant's withdrawal through their status page's token hash; false for an unknown token. */
  withdrawApplication(tokenHash: string): Promise<boolean>;
  /** Erases every record stored more than RETENTION_DAYS before `now`; answers how many. */
  runRetention(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    personalData: PersonalData;
  }
}

/**
 * Erasure of personal data (docs/product.md#personal-data): by staff, by the applicant, and once a day by
 * the retention job in every process (erasing twice is harmless: the second finds nothing). Files are
 * removed after the record's transaction commits, so a failed transaction leaves the record whole.
 */
export const personalDataPlugin = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  const repository = app.repositories.personalData;

  async function removeFiles(files: readonly string[]) {
    for (const file of files) await app.fileStorage.remove(file);
  }

  const personalData: PersonalData = {
    async erase(kind, id, eraser) {
      const erased = await repository.erase(kind, id, eraser);
      if (erased) await removeFiles(erased.files);
      return Boolean(erased);
    },
    async withdrawApplication(tokenHash) {
      const erased = await repository.eraseApplicationByToken(tokenHash, { id: null, name: 'The applicant' });
      if (erased) await removeFiles(erased.files);
      return Boolean(erased);
    },
    async runRetention(now = new Date()) {
      const cutoff = new Date(now.getTime() - env.RETENTION_DAYS * 24 * 60 * 60 * 1000);
      let total = 0;
      for (;;) {
        const due = await repository.storedBefore(cutoff, RETENTION_BATCH);
        for (const record of due) {
          if (await personalData.erase(record.kind, record.id, RETENTION_JOB)) total += 1;
        }
        if (due.length < RETENTION_BATCH) return total;
      }
    },
  };
  app.decorate('personalData', personalData);

  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= personalData
      .runRetention()
      .then((erased) => erased > 0 && app.log.info({ erased }, 'retention job erased old records'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'the retention job failed'))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(run, RETENTION_INTERVAL_MS);
  timer.unref();
  // The first run is part of starting: a record past its time is gone before the first request.
  app.addHook('onReady', async () => {
    run();
    await running;
  });
  // Registered after the database and the file storage, so this runs before they close.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
