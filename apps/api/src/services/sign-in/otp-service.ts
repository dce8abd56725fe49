import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES, OTP } from '@smartmove/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { UnavailableError } from '../../errors.js';
import {
  createOtpQueries,
  createOtpRepository,
  type OtpRepository,
} from '../../repositories/sign-in/otp-repository.js';
import type { SmsProvider } from '../../adapters/sms-provider.js';

const HOUR_MS = 60 * 60 * 1000;
/**
 * How long a code's row is kept (it meters the hourly caps, and its verificationId still gets its holder the
 * code's fate, expired or used, until then).
 */
export const CODE_RECORD_SECONDS = 2 * 60 * 60;
/** How long a verified phone without an account may register (POST register-request-token). */
export const REGISTRATION_WINDOW_SECONDS = 5 * 60;
/** How long a browser that signed in stays a known device of the account (each sign-in renews it). */
export const KNOWN_DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;

export interface OtpServiceOptions {
  db: Kysely<Database>;
  sms: SmsProvider;
  secret: Buffer;
  brandName: string;
  ttlSeconds: number;
  resendCooldownSeconds: number;
  /** Codes per hour to one phone requested from one IP, and from the phone's known devices together. */
  phoneHourlyLimit: number;
  /** Codes per hour to one phone from every IP together: the owner still gets one below it. */
  phoneHourlyCeiling: number;
  ipHourlyLimit: number;
  /** How long a verified phone without an account may register. */
  registrationWindowSeconds: number;
  now?: () => Date;
}

export interface SentCode {
  resendAfterSeconds: number;
  expiresInSeconds: number;
  /** What binds the code to this request: only a check that carries it can use (or spend tries of) the code. */
  verificationId: string;
}

/** A signed token that makes a browser a known device of the account of a phone. */
export interface KnownDevice {
  /** Tells the phone's token apart from other accounts' in the same browser (a hash: no phone number). */
  slot: string;
  token: string;
  maxAgeSeconds: number;
}

/** A code sent, or refused by the cooldown or an hourly cap, with when to try again. */
export type SendCodeResult =
  | { sent: SentCode }
  | { refused: 'cooldown' | 'phone-limit' | 'ip-limit'; message: string; retryAfterSeconds: number };

/**
 * A code accepted (and used up), or why not, with the message for the client: 'unbound' when the check did
 * not carry the verificationId of a code sent to that phone; the other reasons only to the holder of one.
 */
export type VerifyCodeResult =
  { verified: true } | { refused: 'unbound' | 'used' | 'locked' | 'expired' | 'wrong'; message: string };

type SendRefusal = Extract<SendCodeResult, { refused: string }>;
type CodeRefusal = Extract<VerifyCodeResult, { refused: string }>;

const refuseCode = (refused: CodeRefusal['refused'], message: string): CodeRefusal => ({ refused, message });

/**
 * One-time codes (docs/product.md#sign-in): 6 digits from a CSPRNG, stored as an HMAC, valid for ttlSeconds, void
 * after 5 wrong tries, single use, with a resend cooldown and hourly caps per phone and IP, per phone
 * (a higher ceiling) and per IP. Sending never looks at accounts, so it answers alike whether or not the
 * phone has one.
 *
 * Each code is bound to its request: the requester gets a random verificationId (only its HMAC is stored, as
 * the row's id), and a check counts against, and can use, only the code of the id it carries. A browser that
 * signed in to the phone's account holds a signed known-device token; its requests count in a bucket of
 * their own, so strangers filling the phone's ceiling do not stop the owner.
 */
export function createOtpService(options: OtpServiceOptions) {
  const { db, sms, secret } = options;
  const codes = createOtpQueries(db);
  /** Sign-in's bookkeeping of codes: each write commits by itself, in a transaction of its own. */
  const write = <T>(change: (repository: OtpRepository) => Promise<T>): Promise<T> =>
    db.transaction().execute((trx) => change(createOtpRepository(trx)));
  const now = options.now ?? (() => new Date());

  const hmac = (value: string) => createHmac('sha256', secret).update(value).digest('hex');
  const hashCode = (codeId: string, code: string) => hmac(`code:${codeId}:${code}`);
  const hashIp = (ip: string) => hmac(`ip:${ip}`);
  const hashVerificationId = (verificationId: string) => hmac(`verification:${verificationId}`);
  // A key of its own for the known-device tokens, derived from the OTP secret.
  const deviceKey = createHmac('sha256', secret).update('known-device-key').digest();
  const deviceMac = (value: string) => createHmac('sha256', deviceKey).update(value).digest();
  const deviceSlot = (phone: string) => deviceMac(`slot:${phone}`).toString('hex').slice(0, 16);
  const deviceSignature = (phone: string, accountId: string, expires: string) =>
    deviceMac(`device:${phone}:${accountId}:${expires}`);

  const sameBytes = (expected: Buffer, actual: Buffer) =>
    expected.length === actual.length && timingSafeEqual(expected, actual);

  /** Whether the token is an unexpired known-device token for this phone. */
  function isKnownDevice(phone: string, token: string | undefined, at: Date): boolean {
    const parts = token?.split('.');
    if (parts?.length !== 3) return false;
    const [account = '', expires = '', signature = ''] = parts;
    if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= at.getTime()) return false;
    const accountId = Buffer.from(account, 'base64url').toString('utf8');
    return sameBytes(deviceSignature(phone, accountId, expires), Buffer.from(signature, 'base64url'));
  }

  function secondsUntil(instant: number, from: Date): number {
    return Math.max(1, Math.ceil((instant - from.getTime()) / 1000));
  }

  /** The refusal of a request whose `limit`-th newest send of the hour is still inside the hour. */
  function refuseAbove(
    sends: string[],
    limit: number,
    refused: 'phone-limit' | 'ip-limit',
    message: string,
    at: Date,
  ): SendRefusal | undefined {
    const oldestCounted = sends.length < limit ? undefined : sends[sends.length - limit];
    if (oldestCounted === undefined) return undefined;
    return { refused, message, retryAfterSeconds: secondsUntil(Date.parse(oldestCounted) + HOUR_MS, at) };
  }

  function refuseWithinCooldown(sends: string[], at: Date): SendRefusal | undefined {
    const latest = sends.at(-1);
    if (!latest || options.resendCooldownSeconds <= 0) return undefined;
    const readyAt = Date.parse(latest) + options.resendCooldownSeconds * 1000;
    if (readyAt <= at.getTime()) return undefined;
    const wait = secondsUntil(readyAt, at);
    return { refused: 'cooldown', message: AUTH_MESSAGES.resendCooldown(wait), retryAfterSeconds: wait };
  }

  /**
   * The cooldown and the per-phone limit count the codes this IP asked for this phone, so that a stranger
   * asking for someone's phone uses up the stranger's allowance, not the owner's; the ceiling counts every
   * IP and stays above the per-IP limit. A known device of the phone's account counts only in its own
   * bucket (the cooldown and the per-phone limit over the phone's known devices), which strangers cannot fill.
   */
  async function checkSendLimits(
    phone: string,
    ipHash: string,
    knownDevice: boolean,
    at: Date,
  ): Promise<SendRefusal | undefined> {
    const hourAgo = new Date(at.getTime() - HOUR_MS);
    const phoneLimit = (sends: string[]) =>
      refuseAbove(sends, options.phoneHourlyLimit, 'phone-limit', AUTH_MESSAGES.phoneHourlyLimit, at);
    if (knownDevice) {
      const deviceSends = await codes.listSendTimesForPhone(phone, hourAgo, { knownDevice: true });
      return refuseWithinCooldown(deviceSends, at) ?? phoneLimit(deviceSends);
    }
    const phoneSends = await codes.listSendTimesForPhone(phone, hourAgo, { knownDevice: false, ipHash });
    return (
      refuseWithinCooldown(phoneSends, at) ??
      phoneLimit(phoneSends) ??
      refuseAbove(
        await codes.listSendTimesForPhone(phone, hourAgo, { knownDevice: false }),
        options.phoneHourlyCeiling,
        'phone-limit',
        AUTH_MESSAGES.phoneHourlyLimit,
        at,
      ) ??
      refuseAbove(
        await codes.listSendTimesForIp(ipHash, hourAgo),
        options.ipHourlyLimit,
        'ip-limit',
        AUTH_MESSAGES.ipHourlyLimit,
        at,
      )
    );
  }

  return {
    /**
     * Sends a new code to the phone, bound to a new verificationId; `knownDeviceToken` is the requesting
     * browser's known-device token for this phone, if any. Throws an UnavailableError when the SMS cannot be
     * sent.
     */
    async sendCode(phone: string, ip: string, knownDeviceToken?: string): Promise<SendCodeResult> {
      const at = now();
      const ipHash = hashIp(ip);
      const knownDevice = isKnownDevice(phone, knownDeviceToken, at);
      const refusal = await checkSendLimits(phone, ipHash, knownDevice, at);
      if (refusal) return refusal;

      const code = randomInt(0, 10 ** OTP.length)
        .toString()
        .padStart(OTP.length, '0');
      const verificationId = randomBytes(32).toString('base64url');
      const id = hashVerificationId(verificationId);
      await write((repository) =>
        repository.create({
          id,
          phone,
          codeHash: hashCode(id, code),
          ipHash,
          knownDevice,
          createdAt: at,
          expiresAt: new Date(at.getTime() + options.ttlSeconds * 1000),
        }),
      );
      const minutes = Math.max(1, Math.round(options.ttlSeconds / 60));
      const body =
        `Your ${options.brandName} verification code is ${code}. ` +
        `It expires in ${minutes} minute${minutes === 1 ? '' : 's'}. Do not share it with anyone.`;
      try {
        await sms.send({ to: phone, body, code });
      } catch (error) {
        // No SMS left the server: the row must not hold the cooldown or count against the caps.
        await write((repository) => repository.delete(id));
        throw new UnavailableError(AUTH_MESSAGES.smsFailed, { cause: error });
      }
      // Housekeeping: rows older than the hourly window no longer count for anything.
      const recordedSince = new Date(at.getTime() - CODE_RECORD_SECONDS * 1000);
      await write((repository) => repository.deleteCreatedBefore(recordedSince));
      return {
        sent: {
          resendAfterSeconds: options.resendCooldownSeconds,
          expiresInSeconds: options.ttlSeconds,
          verificationId,
        },
      };
    },

    /**
     * Uses up the code of the verification when it was sent to this phone and `code` matches it; the reason
     * otherwise. A check without the matching verificationId reads nothing of the phone's codes and changes
     * nothing: its answer is the same whether or not the phone has a code.
     */
    async verifyCode(
      phone: string,
      code: string,
      verificationId: string | undefined,
    ): Promise<VerifyCodeResult> {
      const at = now();
      const row = verificationId
        ? await codes.findForPhone(hashVerificationId(verificationId), phone)
        : undefined;
      if (!row) return refuseCode('unbound', AUTH_MESSAGES.codeRefused);
      if (row.consumed_at !== null) return refuseCode('used', AUTH_MESSAGES.noActiveCode);
      if (row.attempts >= OTP.maxWrongTries) return refuseCode('locked', AUTH_MESSAGES.codeLocked);
      if (Date.parse(row.expires_at) <= at.getTime()) return refuseCode('expired', AUTH_MESSAGES.codeExpired);

      const attempt = await write((repository) => repository.reserveAttempt(row.id, OTP.maxWrongTries));
      if (attempt === undefined) return refuseCode('locked', AUTH_MESSAGES.codeLocked);

      const expected = Buffer.from(row.code_hash, 'hex');
      const actual = Buffer.from(hashCode(row.id, code), 'hex');
      if (!sameBytes(expected, actual)) {
        return refuseCode('wrong', AUTH_MESSAGES.wrongCode(OTP.maxWrongTries - attempt));
      }
      if (!(await write((repository) => repository.consume(row.id, at)))) {
        return refuseCode('used', AUTH_MESSAGES.noActiveCode);
      }
      return { verified: true };
    },

    /** A known-device token for a browser that has just signed in to the account of the phone. */
    issueKnownDevice(phone: string, accountId: string): KnownDevice {
      const expires = String(Math.floor(now().getTime() / 1000) + KNOWN_DEVICE_TTL_SECONDS);
      const signature = deviceSignature(phone, accountId, expires).toString('base64url');
      return {
        slot: deviceSlot(phone),
        // The account it names, when it expires (seconds since 1970) and the signature over both and the phone.
        token: `${Buffer.from(accountId).toString('base64url')}.${expires}.${signature}`,
        maxAgeSeconds: KNOWN_DEVICE_TTL_SECONDS,
      };
    },

    /** Which of a browser's known-device tokens would be the phone's (KnownDevice.slot). */
    knownDeviceSlot: deviceSlot,

    /** Lets the browser that verified a phone without an account (by verificationId) register it for a few minutes. */
    async markPhoneVerified(phone: string, verificationId: string): Promise<number> {
      const at = now();
      const expiresAt = new Date(at.getTime() + options.registrationWindowSeconds * 1000);
      await write((repository) =>
        repository.markPhoneVerified(phone, hashVerificationId(verificationId), at, expiresAt),
      );
      return options.registrationWindowSeconds;
    },

    /**
     * Uses up the phone's verification: false when the phone was not verified moments ago with this
     * verificationId (a stranger who knows the phone was verified cannot register it). `trx`: the
     * transaction that creates the account, so both commit together.
     */
    async consumePhoneVerification(
      phone: string,
      verificationId: string | undefined,
      trx: Transaction<Database>,
    ): Promise<boolean> {
      if (!verificationId) return false;
      return createOtpRepository(trx).consumePhoneVerification(
        phone,
        hashVerificationId(verificationId),
        now(),
      );
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
