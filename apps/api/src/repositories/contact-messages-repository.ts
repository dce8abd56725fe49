import type { Kysely, Selectable } from 'kysely';
import type { ContactMessagesTable, Database } from '../db/schema.js';

export type ContactMessageRow = Selectable<ContactMessagesTable>;

/** Contact messages and consultation requests (POST /CRM/AddContactUs). */
export function createContactMessagesRepository(db: Kysely<Database>) {
  return {
    async create(row: ContactMessageRow): Promise<void> {
      await db.insertInto('contact_messages').values(row).execute();
    },
    async findById(id: string): Promise<ContactMessageRow | undefined> {
      return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async list(): Promise<ContactMessageRow[]> {
      return db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').execute();
    },
  };
}
