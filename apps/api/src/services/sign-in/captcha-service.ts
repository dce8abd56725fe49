import { createHash } from 'node:crypto';
import { API_PATHS, CAPTCHA_LANGUAGE, type CaptchaConfig, type CaptchaVariant } from '@smartmove/contract';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/fastify';
import { z } from 'zod';
import { UnavailableError } from '../../errors.js';
import type { VerifiedCaptcha } from '../../repositories/sign-in/verified-captcha.js';

/** The routes name a verified token through this service (they do not import repositories). */
export type { VerifiedCaptcha };

/** Why a captcha token does not pass. */
export type CaptchaRefusal = 'missing' | 'invalid' | 'expired' | 'used';

/** A verified token, or why it was refused with the message for the client. */
export type CaptchaCheck = { verified: VerifiedCaptcha } | { refused: CaptchaRefusal; message: string };

export interface CaptchaService {
  readonly config: CaptchaConfig;
  /** A new self-hosted proof-of-work challenge; undefined with reCAPTCHA, which issues its own. */
  createChallenge(): Promise<AltchaChallenge | undefined>;
  /**
   * Checks a token cryptographically (or with Google). Throws an UnavailableError only when Google cannot
   * be asked.
   */
  verify(token: string | undefined, remoteIp: string): Promise<CaptchaCheck>;
}

export interface CaptchaOptions {
  variant: CaptchaVariant;
  expirySeconds: number;
  /** ALTCHA proof-of-work: PBKDF2 iterations per attempt and the largest secret counter. */
  altchaCost: number;
  altchaMaxCounter: number;
  /** ALTCHA_HMAC_SECRET, or the one generated into the database (services/operations/secrets.ts). */
  altchaHmacSecret: string;
  recaptchaSiteKey?: string | undefined;
  recaptchaSecret?: string | undefined;
  recaptchaVerifyUrl: string;
  fetch?: typeof fetch;
}

export const CAPTCHA_MESSAGES = {
  missing: 'Please complete the captcha',
  invalid: 'The captcha could not be verified, please try again',
  expired: 'The captcha has expired, please verify again',
  used: 'This captcha has already been used, please verify again',
  unavailable: 'The captcha service is not reachable, please try again shortly',
} as const;

/** A token refused for this reason, with its message. */
export const captchaRefusal = (refused: CaptchaRefusal): CaptchaCheck => ({
  refused,
  message: CAPTCHA_MESSAGES[refused],
});

const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';

/** A signed ALTCHA challenge as GET /captcha/challenge sends it. */
export const AltchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});

export type AltchaChallenge = z.infer<typeof AltchaChallengeSchema>;

const AltchaPayloadSchema = z.object({
  challenge: AltchaChallengeSchema,
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

function parseAltchaPayload(token: string) {
  try {
    return AltchaPayloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
  } catch {
    return undefined;
  }
}

const RecaptchaAnswerSchema = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
});

function createAltchaCaptcha(options: CaptchaOptions): CaptchaService {
  const hmacSignatureSecret = options.altchaHmacSecret;
  const keySecret = deriveHmacKeySecret(hmacSignatureSecret);
  return {
    config: {
      provider: 'altcha',
      variant: options.variant,
      language: CAPTCHA_LANGUAGE,
      challengeUrl: API_PATHS.captchaChallenge,
    },
    async createChallenge() {
      const challenge = await createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: options.altchaCost,
        counter: randomInt(Math.ceil(options.altchaMaxCounter / 4), options.altchaMaxCounter),
        deriveKey,
        expiresAt: new Date(Date.now() + options.expirySeconds * 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret: await keySecret,
      });
      return AltchaChallengeSchema.parse(challenge);
    },
    async verify(token) {
      if (!token) return captchaRefusal('missing');
      const parsed = parseAltchaPayload(token);
      if (!parsed?.success) return captchaRefusal('invalid');
      const { challenge, solution } = parsed.data;
      if (challenge.parameters.algorithm !== ALTCHA_ALGORITHM || !challenge.parameters.expiresAt) {
        return captchaRefusal('invalid');
      }
      // zod types an optional key as `?: T | undefined`; a parsed payload leaves absent keys out, as altcha expects.
      type VerifyInput = Parameters<typeof verifySolution>[0];
      const result = await verifySolution({
        challenge: challenge as VerifyInput['challenge'],
        solution: solution as VerifyInput['solution'],
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret: await keySecret,
      }).catch(() => undefined);
      if (result?.expired) return captchaRefusal('expired');
      if (!result?.verified) return captchaRefusal('invalid');
      return {
        verified: {
          tokenId: `altcha:${challenge.parameters.nonce}`,
          expiresAt: new Date(challenge.parameters.expiresAt * 1000),
        },
      };
    },
  };
}

function createRecaptcha(options: CaptchaOptions & { recaptchaSiteKey: string; recaptchaSecret: string }) {
  const fetchImpl = options.fetch ?? fetch;
  const service: CaptchaService = {
    config: {
      provider: 'recaptcha',
      variant: options.variant,
      language: CAPTCHA_LANGUAGE,
      siteKey: options.recaptchaSiteKey,
    },
    async createChallenge() {
      return undefined;
    },
    async verify(token, remoteIp) {
      if (!token) return captchaRefusal('missing');
      let answer: z.infer<typeof RecaptchaAnswerSchema>;
      try {
        const response = await fetchImpl(options.recaptchaVerifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: options.recaptchaSecret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(10_000),
        });
        answer = RecaptchaAnswerSchema.parse(await response.json());
      } catch (error) {
        throw new UnavailableError(CAPTCHA_MESSAGES.unavailable, { cause: error });
      }
      if (!answer.success) {
        const codes = answer['error-codes'] ?? [];
        return captchaRefusal(codes.includes('timeout-or-duplicate') ? 'expired' : 'invalid');
      }
      // Google answers a token once; the local record also covers tokens replayed to other processes.
      return {
        verified: {
          tokenId: `recaptcha:${createHash('sha256').update(token).digest('hex')}`,
          expiresAt: new Date(Date.now() + options.expirySeconds * 1000),
        },
      };
    },
  };
  return service;
}

/** Self-hosted ALTCHA by default; Google reCAPTCHA v2 when both its site key and secret are set. */
export function createCaptchaService(options: CaptchaOptions): CaptchaService {
  const { recaptchaSiteKey, recaptchaSecret } = options;
  if (Boolean(recaptchaSiteKey) !== Boolean(recaptchaSecret)) {
    throw new Error('RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET must be set together');
  }
  if (recaptchaSiteKey && recaptchaSecret) {
    return createRecaptcha({ ...options, recaptchaSiteKey, recaptchaSecret });
  }
  return createAltchaCaptcha(options);
}
