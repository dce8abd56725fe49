import type { FastifyInstance } from 'fastify';

/**
 * Dates the install's first start back to `at` (migration 0044 records the real one): a test driving the
 * reminders with its own clock runs slots before the day it ran.
 */
export async function setFirstStart(app: FastifyInstance, at: string): Promise<void> {
  await app.db.updateTable('installation').set({ first_started_at: at }).execute();
}
