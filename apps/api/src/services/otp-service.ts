import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES, OTP } from '@smartmove/contract';
import { UnavailableError } from '../errors.js';
import type { OtpRepository } from '../repositories/otp-repository.js';
import type { SmsProvider } from './sms-provider.js';

const HOUR_MS = 60 * 60 * 1000;

export interface OtpServiceOptions {
  repository: OtpRepository;
  sms: SmsProvider;
  secret: Buffer;
  brandName: string;
  ttlSeconds: number;
  resendCooldownSeconds: number;
  /** Codes per hour to one phone requested from one IP. */
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
}

/** A code sent, or refused by the cooldown or an hourly cap, with when to try again. */
export type SendCodeResult =
  | { sent: SentCode }
  | { refused: 'cooldown' | 'phone-limit' | 'ip-limit'; message: string; retryAfterSeconds: number };

/** A code accepted (and used up), or why not, with the message for the client. */
export type VerifyCodeResult =
  { verified: true } | { refused: 'no-code' | 'locked' | 'expired' | 'wrong'; message: string };

type SendRefusal = Extract<SendCodeResult, { refused: string }>;
type CodeRefusal = Extract<VerifyCodeResult, { refused: string }>;

const refuseCode = (refused: CodeRefusal['refused'], message: string): CodeRefusal => ({ refused, message });

/**
 * One-time codes (docs/product.md#sign-in): 6 digits from a CSPRNG, stored as an HMAC, valid for ttlSeconds, void
 * after 5 wrong tries, single use, with a resend cooldown and hourly caps per phone and IP, per phone
 * (a higher ceiling) and per IP. Sending never looks at accounts, so it answers alike whether or not the
 * phone has one.
 */
export function createOtpService(options: OtpServiceOptions) {
  const { repository, sms, secret } = options;
  const now = options.now ?? (() => new Date());

  const hmac = (value: string) => createHmac('sha256', secret).update(value).digest('hex');
  const hashCode = (codeId: string, code: string) => hmac(`code:${codeId}:${code}`);
  const hashIp = (ip: string) => hmac(`ip:${ip}`);

  function secondsUntil(instant: number, from: Date): number {
    return Math.max(1, Math.ceil((instant - from.getTime()) / 1000));
  }

  /**
   * The cooldown and the per-phone limit count the codes this IP asked for this phone, so that a stranger
   * asking for someone's phone uses up the stranger's allowance, not the owner's; the ceiling counts every
   * IP and stays above the per-IP limit, so the owner can still get a code.
   */
  async function checkSendLimits(phone: string, ipHash: string, at: Date): Promise<SendRefusal | undefined> {
    const hourAgo = new Date(at.getTime() - HOUR_MS);
    const phoneSends = await repository.listSendTimesForPhone(phone, hourAgo, ipHash);
    const latest = phoneSends.at(-1);
    if (latest && options.resendCooldownSeconds > 0) {
      const readyAt = Date.parse(latest) + options.resendCooldownSeconds * 1000;
      if (readyAt > at.getTime()) {
        const wait = secondsUntil(readyAt, at);
        return { refused: 'cooldown', message: AUTH_MESSAGES.resendCooldown(wait), retryAfterSeconds: wait };
      }
    }
    const refuseAbove = (
      sends: string[],
      limit: number,
      refused: 'phone-limit' | 'ip-limit',
      message: string,
    ): SendRefusal | undefined => {
      const oldestCounted = sends.length < limit ? undefined : sends[sends.length - limit];
      if (oldestCounted === undefined) return undefined;
      const wait = secondsUntil(Date.parse(oldestCounted) + HOUR_MS, at);
      return { refused, message, retryAfterSeconds: wait };
    };
    return (
      refuseAbove(phoneSends, options.phoneHourlyLimit, 'phone-limit', AUTH_MESSAGES.phoneHourlyLimit) ??
      refuseAbove(
        await repository.listSendTimesForPhone(phone, hourAgo),
        options.phoneHourlyCeiling,
        'phone-limit',
        AUTH_MESSAGES.phoneHourlyLimit,
      ) ??
      refuseAbove(
        await repository.listSendTimesForIp(ipHash, hourAgo),
        options.ipHourlyLimit,
        'ip-limit',
        AUTH_MESSAGES.ipHourlyLimit,
      )
    );
  }

  return {
    /**
     * Sends a new code to the phone; the previous one stops counting. Throws an UnavailableError when the
     * SMS cannot be sent.
     */
    async sendCode(phone: string, ip: string): Promise<SendCodeResult> {
      const at = now();
      const ipHash = hashIp(ip);
      const refusal = await checkSendLimits(phone, ipHash, at);
      if (refusal) return refusal;

      const code = randomInt(0, 10 ** OTP.length)
        .toString()
        .padStart(OTP.length, '0');
      const id = randomUUID();
      await repository.create({
        id,
        phone,
        codeHash: hashCode(id, code),
        ipHash,
        createdAt: at,
        expiresAt: new Date(at.getTime() + options.ttlSeconds * 1000),
      });
      const minutes = Math.max(1, Math.round(options.ttlSeconds / 60));
      const body =
        `Your ${options.brandName} verification code is ${code}. ` +
        `It expires in ${minutes} minute${minutes === 1 ? '' : 's'}. Do not share it with anyone.`;
      try {
        await sms.send({ to: phone, body, code });
      } catch (error) {
        // No SMS left the server: the row must not hold the cooldown or count against the caps.
        await repository.delete(id);
        throw new UnavailableError(AUTH_MESSAGES.smsFailed, { cause: error });
      }
      // Housekeeping: rows older than the hourly window no longer count for anything.
      await repository.deleteCreatedBefore(new Date(at.getTime() - 2 * HOUR_MS));
      return {
        sent: { resendAfterSeconds: options.resendCooldownSeconds, expiresInSeconds: options.ttlSeconds },
      };
    },

    /**
     * Uses up the phone's newest code when `code` matches it; the reason otherwise. The newest code this IP
     * asked for comes first, so a code a stranger requested does not void the owner's.
     */
    async verifyCode(phone: string, code: string, ip: string): Promise<VerifyCodeResult> {
      const at = now();
      const latest =
        (await repository.findLatestForPhone(phone, hashIp(ip))) ??
        (await repository.findLatestForPhone(phone));
      if (!latest || latest.consumed_at !== null) return refuseCode('no-code', AUTH_MESSAGES.noActiveCode);
      if (latest.attempts >= OTP.maxWrongTries) return refuseCode('locked', AUTH_MESSAGES.codeLocked);
      if (Date.parse(latest.expires_at) <= at.getTime()) {
        return refuseCode('expired', AUTH_MESSAGES.codeExpired);
      }

      const attempt = await repository.reserveAttempt(latest.id, OTP.maxWrongTries);
      if (attempt === undefined) return refuseCode('locked', AUTH_MESSAGES.codeLocked);

      const expected = Buffer.from(latest.code_hash, 'hex');
      const actual = Buffer.from(hashCode(latest.id, code), 'hex');
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
        return refuseCode('wrong', AUTH_MESSAGES.wrongCode(OTP.maxWrongTries - attempt));
      }
      if (!(await repository.consume(latest.id, at)))
        return refuseCode('no-code', AUTH_MESSAGES.noActiveCode);
      return { verified: true };
    },

    /** Lets a verified phone without an account register for a few minutes. */
    async markPhoneVerified(phone: string): Promise<number> {
      const at = now();
      await repository.markPhoneVerified(
        phone,
        at,
        new Date(at.getTime() + options.registrationWindowSeconds * 1000),
      );
      return options.registrationWindowSeconds;
    },

    /** Uses up the phone's verification: false when the phone was not verified moments ago. */
    consumePhoneVerification(phone: string): Promise<boolean> {
      return repository.consumePhoneVerification(phone, now());
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
