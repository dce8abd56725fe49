import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseEngine } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { createAuditLogQueries } from '../repositories/audit-log-repository.js';
import { createJobApplicationsRepository as jobApplicationsOn } from '../repositories/recruiting/job-applications-repository.js';
import { createLeaveRepository as leaveOn } from '../repositories/approvals/leave-repository.js';
import { createMailOutboxRepository } from '../repositories/mail/mail-outbox-repository.js';
import { createUsersRepository as usersOn } from '../repositories/people/users-repository.js';

/**
 * Tests set rows up (and read them) through the repositories the services use. The app builds a writer only on
 * a service's transaction; a test's setup has none, so here each statement commits on its own.
 */
function outsideTransaction(db: Kysely<Database>): Transaction<Database> {
  return db as unknown as Transaction<Database>;
}

export const createLeaveRepository = (db: Kysely<Database>) => leaveOn(outsideTransaction(db));
export const createUsersRepository = (db: Kysely<Database>) => usersOn(outsideTransaction(db));
export const createJobApplicationsRepository = (db: Kysely<Database>, engine: DatabaseEngine) =>
  jobApplicationsOn(outsideTransaction(db), engine);
/** The audit log's reads, with its caps set by the test. */
export const createAuditLogRepository = createAuditLogQueries;

/** What tests reach as `app.repositories`: the outbox and accounts to set up, the audit log to read. */
function testRepositories(db: Kysely<Database>) {
  return {
    mailOutbox: createMailOutboxRepository(outsideTransaction(db)),
    users: createUsersRepository(db),
    auditLog: createAuditLogQueries(db),
  };
}

/** An app as its tests see it: the app, with `repositories` for their setup (the app itself has none). */
export type TestAppInstance = FastifyInstance & {
  readonly repositories: ReturnType<typeof testRepositories>;
};

export function withTestRepositories(app: FastifyInstance): TestAppInstance {
  Object.defineProperty(app, 'repositories', { value: testRepositories(app.db), enumerable: false });
  return app as TestAppInstance;
}
