import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Know your worth sends its offer once (docs/product.md#back-office): a lead keeps when its
 * offer was last e-mailed, so the record shows "Offer sent on <date>" and a second send must be a deliberate
 * "Send again". Leads offered before this migration take the time of their latest queued offer e-mail.
 */
export const offerSentAt: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('candidate_leads').addColumn('offer_sent_at', 'text').execute();
    await sql`
      update candidate_leads set offer_sent_at = (
        select max(mail_outbox.created_at) from mail_outbox
        where mail_outbox.cause_kind = 'offer' and mail_outbox.cause_id = candidate_leads.id
      )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('candidate_leads').dropColumn('offer_sent_at').execute();
  },
};
