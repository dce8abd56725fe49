import { randomUUID } from 'node:crypto';
import type { Passkey, Page } from '@smartmove/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readPage, type PageRequest } from '../pagination.js';

/** A stored credential, as a sign-in verifies it (ids and key base64url). */
export interface StoredPasskey {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
}

export interface NewPasskey {
  userId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: readonly string[];
  name: string;
}

/** Passkeys as read: a person's list, their credentials, one by its credential id. */
export function createPasskeyQueries(db: Kysely<Database>) {
  return {
    /** The person's passkeys, newest first. */
    async listOwn(userId: string, request: PageRequest): Promise<Page<Passkey>> {
      const query = db.selectFrom('passkeys').where('user_id', '=', userId);
      return readPage(
        query,
        request,
        (list) =>
          list
            .select(['id', 'name', 'created_at', 'last_used_at'])
            .orderBy('created_at', 'desc')
            .orderBy('id'),
        (rows) =>
          rows.map((row) => ({
            id: row.id,
            name: row.name,
            createdAt: row.created_at,
            lastUsedAt: row.last_used_at,
          })),
      );
    },

    /** The credential ids of the person's passkeys (so that one authenticator is not added twice). */
    async credentialIdsOf(userId: string): Promise<{ credentialId: string; transports: string[] }[]> {
      const rows = await db
        .selectFrom('passkeys')
        .select(['credential_id', 'transports'])
        .where('user_id', '=', userId)
        .execute();
      return rows.map((row) => ({
        credentialId: row.credential_id,
        transports: splitTransports(row.transports),
      }));
    },

    async findByCredentialId(credentialId: string): Promise<StoredPasskey | undefined> {
      const row = await db
        .selectFrom('passkeys')
        .selectAll()
        .where('credential_id', '=', credentialId)
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            userId: row.user_id,
            credentialId: row.credential_id,
            publicKey: row.public_key,
            counter: Number(row.counter),
            transports: splitTransports(row.transports),
            name: row.name,
          }
        : undefined;
    },
  };
}

/** People's passkeys (WebAuthn credentials): one row each, its credential id unique. */
export function createPasskeyRepository(trx: Transaction<Database>) {
  return {
    ...createPasskeyQueries(trx),
    /** Stores a new passkey; undefined when its credential is stored already. */
    async create(passkey: NewPasskey, at: Date, id: string = randomUUID()): Promise<string | undefined> {
      const inserted = await trx
        .insertInto('passkeys')
        .values({
          id,
          user_id: passkey.userId,
          credential_id: passkey.credentialId,
          public_key: passkey.publicKey,
          counter: passkey.counter,
          transports: passkey.transports.join(','),
          name: passkey.name,
          created_at: at.toISOString(),
          last_used_at: null,
        })
        .onConflict((conflict) => conflict.column('credential_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id;
    },

    /** A sign-in with the passkey: its new counter and when. */
    async markUsed(id: string, counter: number, at: Date): Promise<void> {
      await trx
        .updateTable('passkeys')
        .set({ counter, last_used_at: at.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** Removes one of the person's own passkeys; its name, or undefined when they have none of that id. */
    async deleteOwn(userId: string, id: string): Promise<{ name: string } | undefined> {
      return trx
        .deleteFrom('passkeys')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning('name')
        .executeTakeFirst();
    },
  };
}

function splitTransports(transports: string): string[] {
  return transports ? transports.split(',') : [];
}

export type PasskeyRepository = ReturnType<typeof createPasskeyRepository>;

export type PasskeyQueries = ReturnType<typeof createPasskeyQueries>;
