import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, OtpCodesTable } from '../../db/schema.js';

export type OtpCode = Selectable<OtpCodesTable>;

export interface NewOtpCode {
  /** The HMAC of the verificationId its requester got. */
  id: string;
  phone: string;
  codeHash: string;
  ipHash: string;
  /** Requested by a browser known to the phone's account: counted in a bucket of its own. */
  knownDevice: boolean;
  createdAt: Date;
  expiresAt: Date;
}

/** Which sends a limit counts: a known device's, or those of the addresses (optionally one of them). */
export type SendBucket = { knownDevice: true } | { knownDevice: false; ipHash?: string };

/** Sent verification codes (hashed), as the limits and the checks read them. */
export function createOtpQueries(db: Kysely<Database>) {
  return {
    /** The code of this verification (its hashed id) when it was sent to this phone. */
    async findForPhone(id: string, phone: string): Promise<OtpCode | undefined> {
      return db
        .selectFrom('otp_codes')
        .selectAll()
        .where('id', '=', id)
        .where('phone', '=', phone)
        .executeTakeFirst();
    },

    /** When codes of the bucket were sent to this phone since the instant, oldest first. */
    async listSendTimesForPhone(phone: string, since: Date, bucket: SendBucket): Promise<string[]> {
      let query = db
        .selectFrom('otp_codes')
        .select('created_at')
        .where('phone', '=', phone)
        .where('created_at', '>', since.toISOString())
        .where('known_device', '=', bucket.knownDevice ? 1 : 0);
      if (!bucket.knownDevice && bucket.ipHash !== undefined)
        query = query.where('ip_hash', '=', bucket.ipHash);
      const rows = await query.orderBy('created_at', 'asc').execute();
      return rows.map((row) => row.created_at);
    },

    /** When codes were requested from this (hashed) IP since the instant, known devices' aside, oldest first. */
    async listSendTimesForIp(ipHash: string, since: Date): Promise<string[]> {
      const rows = await db
        .selectFrom('otp_codes')
        .select('created_at')
        .where('ip_hash', '=', ipHash)
        .where('known_device', '=', 0)
        .where('created_at', '>', since.toISOString())
        .orderBy('created_at', 'asc')
        .execute();
      return rows.map((row) => row.created_at);
    },
  };
}

/**
 * Sent verification codes (hashed) and the phones verified for registration, as sign-in's bookkeeping writes
 * them: built on a transaction the OTP service opens (or, for a registration, the one creating the account).
 */
export function createOtpRepository(trx: Transaction<Database>) {
  return {
    async create(code: NewOtpCode): Promise<void> {
      await trx
        .insertInto('otp_codes')
        .values({
          id: code.id,
          phone: code.phone,
          code_hash: code.codeHash,
          ip_hash: code.ipHash,
          known_device: code.knownDevice ? 1 : 0,
          created_at: code.createdAt.toISOString(),
          expires_at: code.expiresAt.toISOString(),
          consumed_at: null,
        })
        .execute();
    },

    async delete(id: string): Promise<void> {
      await trx.deleteFrom('otp_codes').where('id', '=', id).execute();
    },

    /**
     * Counts one verification attempt, unless the code is used or has had its maximum: the attempt
     * number, or undefined when none is left. Counting before comparing keeps parallel guesses in bounds.
     */
    async reserveAttempt(id: string, maxAttempts: number): Promise<number | undefined> {
      const row = await trx
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .where('attempts', '<', maxAttempts)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts;
    },

    /** Marks the code used; false when another request used it first (single use). */
    async consume(id: string, now: Date): Promise<boolean> {
      const result = await trx
        .updateTable('otp_codes')
        .set({ consumed_at: now.toISOString() })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Codes older than the instant no longer count for anything. */
    async deleteCreatedBefore(instant: Date): Promise<void> {
      await trx.deleteFrom('otp_codes').where('created_at', '<', instant.toISOString()).execute();
      await trx.deleteFrom('phone_verifications').where('expires_at', '<', instant.toISOString()).execute();
    },

    /** Lets the browser holding the verification (its verificationId's HMAC) register the phone until expiresAt. */
    async markPhoneVerified(
      phone: string,
      verificationId: string,
      now: Date,
      expiresAt: Date,
    ): Promise<void> {
      const values = {
        verified_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
        verification_id: verificationId,
      };
      await trx
        .insertInto('phone_verifications')
        .values({ phone, ...values })
        .onConflict((conflict) => conflict.column('phone').doUpdateSet(values))
        .execute();
    },

    /** Uses up the phone's verification by that verificationId; false when there is none or it has expired. */
    async consumePhoneVerification(phone: string, verificationId: string, now: Date): Promise<boolean> {
      const result = await trx
        .deleteFrom('phone_verifications')
        .where('phone', '=', phone)
        .where('verification_id', '=', verificationId)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type OtpRepository = ReturnType<typeof createOtpRepository>;
