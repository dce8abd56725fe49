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
