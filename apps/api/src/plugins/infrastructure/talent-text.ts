import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createResumeTextExtractor } from '../../services/text-extraction/resume-text-extractor.js';
import {
  createTalentTextWorker,
  type TalentTextWorker,
  type TalentTextWorkerOptions,
} from '../../services/talent/talent-text-worker.js';

export interface TalentTextPluginOptions {
  /** Tests replace the clock, the interval and the retry delays. */
  worker?: Partial<
    Pick<TalentTextWorkerOptions, 'now' | 'pollIntervalMs' | 'leaseMs' | 'batchSize' | 'retry'>
  >;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The talent search's text worker: reads resumes and indexes talent records (wake it after queueing). */
    talentText: {
      worker: TalentTextWorker;
      wake(): void;
      runOnce(): Promise<void>;
    };
  }
}

/**
 * The talent text worker of this process (every API process runs one; they share the queue safely) and its
 * extraction thread. Registered after the queries and the file storage, so that it stops, waiting for the
 * record in hand, before either closes.
 */
export const talentTextPlugin = fp(
  async (app: FastifyInstance, { worker: overrides }: TalentTextPluginOptions) => {
    const extractor = createResumeTextExtractor();
    const worker = createTalentTextWorker({
      db: app.db,
      engine: app.dbEngine,
      queries: app.queries.talent,
      fileStorage: app.fileStorage,
      extractor,
      log: app.log.child({ component: 'talent-text' }),
      ...overrides,
    });
    app.decorate('talentText', { worker, wake: () => worker.wake(), runOnce: () => worker.runOnce() });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => {
      await worker.stop();
      await extractor.close();
    });
  },
);
