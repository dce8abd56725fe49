import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_MAIL_FROM } from './brand.js';
import { DEFAULT_RETENTION_DAYS } from '@smartmove/contract';

/** The repository root, the same from src/ (tests) and dist/ (build). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** TRUST_PROXY as Fastify's trustProxy option; a hop count believes that many proxies nearest to us. */
export function parseTrustProxy(value: string): TrustProxy {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return (_address, hop) => hop < hops;
  }
  return trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  /** redis://… to share rate limits and anti-abuse counters between several API processes. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional(),
  /**
   * Which proxies' X-Forwarded-For is believed for the client's IP: `false` (none, the default), `true`
   * (any: only behind a proxy that overwrites the header), a hop count, or addresses and CIDR ranges.
   */
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  WEB_BUILD_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/build/client')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(32).optional(),
  SMS_PROVIDER: z.enum(['console', 'twilio']).default('console'),
  ALLOW_CONSOLE_SMS_IN_PRODUCTION: z.stringbool().default(false),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM_NUMBER: z.string().optional(),
  TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
  /** Where e-mail goes: console (DATA_DIR/mail-outbox.jsonl, the default) or smtp (SMTP_URL). */
  MAIL_PROVIDER: z.enum(['console', 'smtp']).default('console'),
  /**
   * The key e-mailed links that work as keys are derived with (services/mail/mail-links.ts); generated into the
   * database when unset. Set, no copy of the database yields such a link.
   */
  MAIL_LINK_SECRET: z.string().min(32).optional(),
  ALLOW_CONSOLE_MAIL_IN_PRODUCTION: z.stringbool().default(false),
  /** smtp://user:pass@host:port (STARTTLS when offered) or smtps://… (TLS from the start). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  /** The sender of every e-mail, e.g. "SmartMove <no-reply@smartmove.example>". */
  MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
  /**
   * The site's address as its visitors reach it, for links in e-mail (an applicant's status page);
   * http://localhost:PORT when unset.
   */
  SITE_URL: z
    .url()
    .regex(/^https?:\/\//, 'SITE_URL must be an http:// or https:// URL')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /** How many days inquiries and applications are kept before the daily job erases them. */
  RETENTION_DAYS: z.coerce.number().int().positive().default(DEFAULT_RETENTION_DAYS),
  /**
   * Whether this process runs the reminder scheduler (Friday time-sheet reminders, Monday approval digests);
   * every process may, since each slot runs once across all of them.
   */
  REMINDERS_ENABLED: z.stringbool().default(true),
  /** Who gets the alert for each new inquiry and application; every active recruiter and admin when unset. */
  STAFF_ALERT_EMAIL: z.email().optional(),
  /** HMAC key for stored verification codes; generated once into DATA_DIR when unset. */
  OTP_SECRET: z.string().min(32).optional(),
  OTP_TTL_SECONDS: z.coerce.number().int().positive().default(600),
  /** The cooldown and the per-phone limit count per phone and requesting IP (a stranger cannot lock out the owner). */
  OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().nonnegative().default(30),
  OTP_PHONE_HOURLY_LIMIT: z.coerce.number().int().positive().default(5),
  /** Codes per phone per hour from all IPs together. */
  OTP_PHONE_HOURLY_CEILING: z.coerce.number().int().positive().default(20),
  OTP_IP_HOURLY_LIMIT: z.coerce.number().int().positive().default(30),
  /** Requests per minute and IP to each sign-in call (CheckUser, CheckVerification, register, refresh). */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(14),
  /** OpenID Connect sign-in (VerifySocialUser): off unless the issuer and audience are set. */
  OIDC_ISSUER: z.url().optional(),
  OIDC_AUDIENCE: z.string().min(1).optional(),
  /** The issuer's key set; defaults to the jwks_uri of its discovery document. */
  OIDC_JWKS_URL: z.url().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  /** Google's siteverify endpoint; tests point it at a local fake. */
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** Consultation captcha: the visible widget (normal) or the background check (invisible). */
  CAPTCHA_VARIANT: z.enum(['normal', 'invisible']).default('normal'),
  /** How long a captcha challenge (and so a solved token) stays valid. */
  CAPTCHA_EXPIRY_SECONDS: z.coerce.number().int().min(10).max(3600).default(600),
  /** ALTCHA signing key; generated once into DATA_DIR when unset (set it when several processes serve). */
  ALTCHA_HMAC_SECRET: z.string().min(32).optional(),
  /** ALTCHA proof of work: PBKDF2 iterations per attempt, and the largest secret counter to find. */
  ALTCHA_COST: z.coerce.number().int().positive().default(50),
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(4).default(5000),
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /**
   * Requests per minute one signed-in person may make to each write route (and each export or download),
   * from any address; counted in the shared counters (Redis when set). The public forms' per-address default.
   */
  PERSON_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Requests per minute one signed-in person may make to all those routes together (each within its own limit). */
  PERSON_TOTAL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(100),
  /**
   * Raster tile URL template (OpenStreetMap style, e.g. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png),
   * drawn over the map's offline basemap of the states. Empty by default: the map requests no tiles.
   */
  TILE_URL: z.string().default(''),
  /** HTML shown in the map's attribution control; it must credit the tile provider of TILE_URL. */
  TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  /** S3-compatible object storage for uploads (several processes share it); DATA_DIR/uploads when unset. */
  S3_BUCKET: z.string().optional(),
  /** A non-AWS service (MinIO, R2, ...): its URL; AWS's own endpoint for S3_REGION when unset. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** The bucket's credentials; the AWS SDK's default chain (environment, instance role) when unset. */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (http://host/bucket/key), as MinIO and most self-hosted servers need. */
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  /** Bytes of files one IP address may upload through the apply form per day (then 429). */
  UPLOAD_IP_DAILY_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(200 * 1024 * 1024),
  /**
   * Bytes of files (receipts, certificates, profile images, payslips) one signed-in person may upload per day
   * (then 429). A partner's resume submissions count per address (UPLOAD_IP_DAILY_BYTES) as the public form's.
   */
  UPLOAD_PERSON_DAILY_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(20 * 1024 * 1024),
  /** Uploads are refused (503) while the uploads folder's disk has less free space; 0: never (local only). */
  UPLOAD_MIN_FREE_BYTES: z.coerce
    .number()
    .int()
    .nonnegative()
    .default(1024 * 1024 * 1024),
  SEED_DEMO_DATA: z.stringbool().default(true),
  /**
   * Attempts at delivering one e-mail before it is marked failed (then listed on /back-office/system for a
   * retry); the waits between them grow fourfold from 30 s up to 6 h.
   */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** Bearer token of GET /metrics (Prometheus); unset: /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * On SIGTERM or SIGINT, how long requests in flight, the current e-mail batch and the scheduled jobs may take
   * to finish before the process exits anyway (code 1); a second signal exits at once.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
});

export type Env = z.infer<typeof EnvSchema>;

/** Reads and validates the environment once; nothing else reads process.env. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Env> = {}): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  return { ...parsed.data, ...overrides };
}
