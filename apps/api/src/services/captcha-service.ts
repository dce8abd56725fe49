import { createHash } from 'node:crypto';
import { API_PATHS, CAPTCHA_LANGUAGE, type CaptchaConfig, type CaptchaVariant } from '@smartmove/contract';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/fastify';
import { z } from 'zod';
import { HttpError } from '../errors.js';

/** A captcha token that passed verification: its id (for replay protection) and until when it counts. */
export interface VerifiedCaptcha {
  tokenId: string;
  expiresAt: Date;
}

export interface CaptchaService {
  readonly config: CaptchaConfig;
  /** A new self-hosted proof-of-work challenge (ALTCHA only). */
  createChallenge(): Promise<AltchaChallenge>;
  /** Checks a token cryptographically (or with Google); throws a 400 HttpError when it does not pass. */
  verify(token: string | undefined, remoteIp: string): Promise<VerifiedCaptcha>;
}

export interface CaptchaOptions {
  variant: CaptchaVariant;
  expirySeconds: number;
  /** ALTCHA proof-of-work: PBKDF2 iterations per attempt and the largest secret counter. */
  altchaCost: number;
  altchaMaxCounter: number;
  /** ALTCHA_HMAC_SECRET, or the one generated into the database (services/secrets.ts). */
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

/** The 400 answer to a captcha token that does not pass, with the message on the `captcha` field. */
export const refuseCaptcha = (message: string) => new HttpError(400, message, { captcha: message });

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
      if (!token) throw refuseCaptcha(CAPTCHA_MESSAGES.missing);
      const parsed = parseAltchaPayload(token);
      if (!parsed?.success) throw refuseCaptcha(CAPTCHA_MESSAGES.invalid);
      const { challenge, solution } = parsed.data;
      if (challenge.parameters.algorithm !== ALTCHA_ALGORITHM || !challenge.parameters.expiresAt) {
        throw refuseCaptcha(CAPTCHA_MESSAGES.invalid);
      }
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret: await keySecret,
      }).catch(() => undefined);
      if (result?.expired) throw refuseCaptcha(CAPTCHA_MESSAGES.expired);
      if (!result?.verified) throw refuseCaptcha(CAPTCHA_MESSAGES.invalid);
      return {
        tokenId: `altcha:${challenge.parameters.nonce}`,
        expiresAt: new Date(challenge.parameters.expiresAt * 1000),
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
      throw new HttpError(404, 'Challenges are issued by reCAPTCHA on this site');
    },
    async verify(token, remoteIp) {
      if (!token) throw refuseCaptcha(CAPTCHA_MESSAGES.missing);
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
        throw Object.assign(new HttpError(503, CAPTCHA_MESSAGES.unavailable), { cause: error });
      }
      if (!answer.success) {
        const codes = answer['error-codes'] ?? [];
        throw refuseCaptcha(
          codes.includes('timeout-or-duplicate') ? CAPTCHA_MESSAGES.expired : CAPTCHA_MESSAGES.invalid,
        );
      }
      // Google answers a token once; the local record also covers tokens replayed to other processes.
      return {
        tokenId: `recaptcha:${createHash('sha256').update(token).digest('hex')}`,
        expiresAt: new Date(Date.now() + options.expirySeconds * 1000),
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
