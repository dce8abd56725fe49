import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneSubmissionGuards } from '../../services/recruiting/submission-intake.js';
import { schedulePeriodicTask } from './periodic-task.js';

/** How often the fingerprints past the duplicate window and the expired captcha tokens are deleted. */
export const PRUNE_INTERVAL_MS = 60_000;

/**
 * Deletes what no longer decides anything (old fingerprints, expired captcha tokens) once a minute. The
 * deletes are idempotent, so several processes pruning the same database is harmless; nothing depends
 * on it being on time, since the guard compares times itself.
 */
export const submissionPruningPlugin = fp(async (app: FastifyInstance) => {
  schedulePeriodicTask(app, {
    name: 'pruning submission fingerprints',
    everyMs: PRUNE_INTERVAL_MS,
    atStart: 'no',
    run: () => pruneSubmissionGuards(app.db),
  });
});
