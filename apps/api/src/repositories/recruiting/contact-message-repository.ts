import { MESSAGE_TYPES, PRIVACY_NOTICE_VERSION, type ContactUsSubmission } from '@smartmove/contract';
import type { Insertable, Kysely } from 'kysely';
import { newRowId } from '../../db/row-id.js';
import type { DatabaseEngine } from '../../db/database.js';
import type { ContactMessagesTable, Database } from '../../db/schema.js';
import { inboxRowMethods } from './inbox-shared.js';

/** The row of a contact message or consultation request (pro_messagetype tells them apart). */
export function contactMessageRow(
  message: ContactUsSubmission,
  createdAt: string,
): Insertable<ContactMessagesTable> {
  const consultation = message.pro_messagetype === MESSAGE_TYPES.consultation ? message : undefined;
  return {
    // Time-ordered ids: new rows append to the primary key's index.
    id: newRowId(),
    message_type: message.pro_messagetype,
    first_name: message.pro_firstname,
    last_name: message.pro_lastname,
    email: message.pro_email,
    message: message.pro_message,
    partner_reference: message.pro_partnerreference,
    employee_reference: message.pro_employeereference,
    phone: consultation?.pro_PhoneNo ?? null,
    position: consultation?.pro_position ?? null,
    project: consultation?.pro_project ?? null,
    created_at: createdAt,
    // Sent from a form that showed this notice: consent is given as it is sent.
    consent_at: createdAt,
    notice_version: PRIVACY_NOTICE_VERSION,
  };
}

/**
 * Contact messages and consultation requests (contact_messages): stored by POST /CRM/AddContactUs, their
 * status and assignee changed by staff, erased with the inquiry. Changes go through the inquiry service.
 */
export function createContactMessageRepository(db: Kysely<Database>, engine: DatabaseEngine) {
  return {
    /** `lock` and `patch`: the inbox's changes of status and assignee. */
    ...inboxRowMethods(db, engine, 'contact_messages'),

    /** Stores the message; answers its id. */
    async create(message: ContactUsSubmission, now: Date): Promise<string> {
      const row = contactMessageRow(message, now.toISOString());
      await db.insertInto('contact_messages').values(row).execute();
      return row.id;
    },

    /** True when there was such a message. */
    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
