import nodemailer from 'nodemailer';
import type { Env } from '../../config/env.js';

/** Each check of GET /ready answers within this time or counts as not reachable. */
export const READY_CHECK_TIMEOUT_MS = 2000;
/** A mail transport's answer is reused this long: a load balancer polling every second opens no SMTP session each time. */
export const MAIL_CHECK_REUSE_MS = 5000;

/** Rejects when `check` has not settled within `timeoutMs`. */
export function withTimeout<T>(check: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}

/** Resolves when the mail transport can take a message now; rejects with the reason otherwise. */
export interface MailCheck {
  check(): Promise<void>;
  close(): void;
}

/**
 * The mail transport's check: the console provider writes a local file and is always ready; SMTP is asked
 * through a connection of its own (connect, greeting, login, QUIT: nodemailer's verify), answers reused a few
 * seconds and concurrent checks joined into one.
 */
export function createMailCheck(
  env: Pick<Env, 'MAIL_PROVIDER' | 'SMTP_URL'>,
  timeoutMs = READY_CHECK_TIMEOUT_MS,
  now: () => number = Date.now,
): MailCheck {
  if (env.MAIL_PROVIDER !== 'smtp' || !env.SMTP_URL) return { check: async () => {}, close() {} };
  const transport = nodemailer.createTransport({
    url: env.SMTP_URL,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  let last: { at: number; result: Promise<void> } | undefined;
  return {
    check() {
      if (last && now() - last.at < MAIL_CHECK_REUSE_MS) return last.result;
      const result = withTimeout(
        transport.verify().then(() => undefined),
        timeoutMs,
        'the SMTP server',
      );
      // Settled or not, it is the answer for the next few seconds; a rejection is still reported to each caller.
      result.catch(() => {});
      last = { at: now(), result };
      return result;
    },
    close() {
      transport.close();
    },
  };
}
