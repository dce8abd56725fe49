import type { Migration } from 'kysely';
import { initial } from './0001-initial.js';

/** Numbered migrations, applied in key order at start. Add new ones; never edit an applied one. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
};
