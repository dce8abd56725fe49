import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A record's audit lines (or those of no record), oldest first, as "actor action label". */
export async function auditActionsOf(app: FastifyInstance, recordId: string | null): Promise<string[]> {
  const lines = await app.db
    .selectFrom('audit_log')
    .select(['action', 'actor_name', 'record_label'])
    .where((eb) => (recordId ? eb('record_id', '=', recordId) : eb('record_id', 'is', null)))
    .orderBy('at')
    .execute();
  return lines.map((line) => `${line.actor_name} ${line.action} ${line.record_label}`);
}

/** A record's audit lines as "actor: action", oldest first. */
export async function actorActionsOf(app: FastifyInstance, recordId: string): Promise<string[]> {
  const lines = await app.db
    .selectFrom('audit_log')
    .select(['at', 'action', 'actor_name'])
    .where('record_id', '=', recordId)
    .execute();
  // Oldest first: PostgreSQL answers rows in any order. A stable sort keeps the lines of one change (one `at`) in
  // the order the database read them.
  return lines.sort((a, b) => a.at.localeCompare(b.at)).map((line) => `${line.actor_name}: ${line.action}`);
}

/** Adds a line about a job (the system as actor) straight to the table; answers its id. */
export async function addAuditLine(
  app: FastifyInstance,
  line: { at?: string; actorName: string; action: string; recordLabel: string },
): Promise<string> {
  const id = randomUUID();
  await app.db
    .insertInto('audit_log')
    .values({
      id,
      at: line.at ?? new Date().toISOString(),
      actor_id: null,
      actor_name: line.actorName,
      action: line.action,
      record_kind: 'job',
      record_id: null,
      record_label: line.recordLabel,
    })
    .execute();
  return id;
}
