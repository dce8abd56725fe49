import type { Kysely, Migration } from 'kysely';

/**
 * A job names its client (docs/product.md#submittals): `c2c_jobs.client_id` and, as it was at submission,
 * `submittals.client_id` (both null when the job names none). The 90-day rule counts submittals to the client
 * across its jobs, or to the same job when it names none, so the submittals' `client_key` (the end client's
 * name lower-cased) is no longer needed. `end_client` stays the name shown on screens and in e-mail.
 *
 * Jobs and submittals already stored are linked to the client of the same name (trimmed, spaces collapsed,
 * lower-cased, as `clients.name_key`), so that a repeat is still refused after the upgrade.
 */
function nameKey(name: string | null): string | null {
  const key = (name ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return key === '' ? null : key;
}

interface Tables {
  clients: { id: string; name_key: string };
  c2c_jobs: { id: string; end_client: string | null; client_id: string | null };
  submittals: { id: string; client_key: string | null; client_id: string | null };
}

export const jobClients: Migration = {
  async up(untyped: Kysely<unknown>) {
    await untyped.schema
      .alterTable('c2c_jobs')
      .addColumn('client_id', 'text', (col) => col.references('clients.id'))
      .execute();
    await untyped.schema
      .alterTable('submittals')
      .addColumn('client_id', 'text', (col) => col.references('clients.id'))
      .execute();
    await untyped.schema.createIndex('submittals_client').on('submittals').column('client_id').execute();

    const db = untyped as Kysely<Tables>;
    const clients = await db.selectFrom('clients').select(['id', 'name_key']).execute();
    const clientByKey = new Map(clients.map((client) => [client.name_key, client.id]));
    const jobs = await db
      .selectFrom('c2c_jobs')
      .select(['id', 'end_client'])
      .where('end_client', 'is not', null)
      .execute();
    for (const job of jobs) {
      const clientId = clientByKey.get(nameKey(job.end_client) ?? '');
      if (clientId) {
        await db.updateTable('c2c_jobs').set({ client_id: clientId }).where('id', '=', job.id).execute();
      }
    }
    const submittals = await db
      .selectFrom('submittals')
      .select(['id', 'client_key'])
      .where('client_key', 'is not', null)
      .execute();
    for (const submittal of submittals) {
      const clientId = clientByKey.get(submittal.client_key ?? '');
      if (clientId) {
        await db
          .updateTable('submittals')
          .set({ client_id: clientId })
          .where('id', '=', submittal.id)
          .execute();
      }
    }
    await untyped.schema.alterTable('submittals').dropColumn('client_key').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('submittals').addColumn('client_key', 'text').execute();
    await db.schema.dropIndex('submittals_client').execute();
    await db.schema.alterTable('submittals').dropColumn('client_id').execute();
    await db.schema.alterTable('c2c_jobs').dropColumn('client_id').execute();
  },
};
