import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Env } from '../config/env.js';
import type { DatabaseEngine } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { Queries } from '../repositories/all-queries.js';
import type { Changes } from './after-commit.js';
import type { FileStorage } from '../adapters/file-storage.js';
import type { MailLinks } from './mail/mail-links.js';
import type { TokenService } from './sign-in/token-service.js';

/**
 * What every application service is built with (plugins/application/services.ts, the one place that builds
 * them). A service reads through `queries` (on `db`); for a change it opens a transaction with `changes.run`
 * and builds the repositories it writes on that transaction (their factories take nothing else).
 */
export interface ServiceDeps {
  db: Kysely<Database>;
  /** Runs a change in its transaction, then what it left for after the commit (services/after-commit.ts). */
  changes: Changes;
  engine: DatabaseEngine;
  env: Env;
  queries: Queries;
  fileStorage: FileStorage;
  log: FastifyBaseLogger;
  /** Access tokens (the auth plugin's), for sessions. */
  tokens: TokenService;
  /** E-mailed links that work as keys (the mail plugin's): a new one's nonce and token hash. */
  mailLinks: MailLinks;
}
