import { MESSAGE_TYPES, PRIVACY_NOTICE_VERSION, type ContactUsSubmission } from '@smartmove/contract';
import type { Insertable, Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { ContactMessagesTable, Database } from '../db/schema.js';
import type { SubmissionMail } from '../mail/mail-messages.js';
import { createMailOutboxRepository } from './mail-outbox-repository.js';
import { storeOnce, type SubmissionGuard, type SubmissionOutcome } from './submission-guard-repository.js';

/** The row of a contact message or consultation request (pro_messagetype tells them apart). */
function toContactMessageRow(
  message: ContactUsSubmission,
  createdAt: string,
): Insertable<ContactMessagesTable> {
  const consultation = message.pro_messagetype === MESSAGE_TYPES.consultation ? message : undefined;
  return {
    // Time-ordered ids: new rows append to the primary key's index.
    id: uuidv7(),
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

/** Contact messages and consultation requests (POST /CRM/AddContactUs). */
export function createContactMessageRepository(db: Kysely<Database>) {
  return {
    /**
     * Stores the message unless the guard refuses it (a repeat, a spent captcha token), with its e-mail
     * (confirmation and staff alert) in the same transaction: a repeat stores and sends nothing.
     */
    create(
      message: ContactUsSubmission,
      guard: SubmissionGuard,
      mail?: SubmissionMail,
    ): Promise<SubmissionOutcome> {
      const now = guard.now ?? new Date();
      const row = toContactMessageRow(message, now.toISOString());
      return storeOnce(db, { ...guard, now }, async (trx) => {
        await trx.insertInto('contact_messages').values(row).execute();
        if (mail) await createMailOutboxRepository(trx).enqueueSubmission(mail, row.id, now);
      });
    },
  };
}
