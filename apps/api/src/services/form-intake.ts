import { createHash } from 'node:crypto';
import { HONEYPOT_FIELD } from '@smartmove/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../plugins/error-handler.js';
import { createFormSafeguardsRepository } from '../repositories/form-safeguards-repository.js';
import { CAPTCHA_MESSAGES, type VerifiedCaptcha } from './captcha-service.js';

/** An identical submission repeated within this window is recognised and stored only once. */
export const DUPLICATE_WINDOW_SECONDS = 10 * 60;
const PRUNE_INTERVAL_MS = 60_000;

/** Whether the hidden honeypot field was filled in: people never see it, form-filling robots do. */
export function isHoneypotFilled(fields: Record<string, unknown>): boolean {
  const value = fields[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key, entry]) => key !== HONEYPOT_FIELD && entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return typeof value === 'string' ? value.trim() : value;
}

/** The same kind and the same values (key order, spacing and the honeypot aside) give the same fingerprint. */
export function submissionFingerprint(kind: string, payload: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([kind, canonical(payload)]))
    .digest('hex');
}

export interface AcceptOptions {
  kind: string;
  /** The values that make two submissions identical. */
  payload: unknown;
  /** A verified captcha token to spend in the same transaction (refused when spent before). */
  captcha?: VerifiedCaptcha;
  /** Writes the records; runs inside the transaction. */
  write(trx: Transaction<Database>): Promise<void>;
}

export type AcceptOutcome = 'stored' | 'duplicate';

export interface FormIntake {
  /**
   * Stores a submission once: the captcha token is spent, the fingerprint claimed and the records
   * written in one transaction, so a failure leaves nothing behind and a repeat is recognised.
   */
  accept(options: AcceptOptions): Promise<AcceptOutcome>;
}

export function createFormIntake(db: Kysely<Database>, clock: () => Date = () => new Date()): FormIntake {
  let lastPrune = 0;
  return {
    async accept({ kind, payload, captcha, write }) {
      const now = clock();
      const nowIso = now.toISOString();
      const since = new Date(now.getTime() - DUPLICATE_WINDOW_SECONDS * 1000).toISOString();
      const outcome = await db.transaction().execute(async (trx) => {
        const safeguards = createFormSafeguardsRepository(trx);
        if (captcha) {
          const fresh = await safeguards.useCaptchaToken(
            captcha.tokenId,
            nowIso,
            captcha.expiresAt.toISOString(),
          );
          if (!fresh) throw new HttpError(400, CAPTCHA_MESSAGES.used, { captcha: CAPTCHA_MESSAGES.used });
        }
        const first = await safeguards.claimFingerprint(submissionFingerprint(kind, payload), nowIso, since);
        if (!first) return 'duplicate' as const;
        await write(trx);
        return 'stored' as const;
      });
      if (now.getTime() - lastPrune > PRUNE_INTERVAL_MS) {
        lastPrune = now.getTime();
        await createFormSafeguardsRepository(db).prune(nowIso, since);
      }
      return outcome;
    },
  };
}
