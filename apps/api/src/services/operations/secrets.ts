import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createSecretRepository } from '../../repositories/operations/secret-repository.js';

/** The secrets the server generates when they are not configured, by their name in the database. */
export const SECRET_NAMES = [
  'jwt-secret',
  'otp-secret',
  'altcha-secret',
  'calendar-secret',
  'mail-link-secret',
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];
/**
 * The files in DATA_DIR an earlier version kept its generated secrets in (a backup of such a DATA_DIR holds them;
 * the server moves each into the database at start).
 */
export const SECRET_FILE_NAMES: readonly SecretName[] = [
  'jwt-secret',
  'otp-secret',
  'altcha-secret',
  'calendar-secret',
];

/**
 * A secret from the environment, or else generated once and kept in the database, so that every process
 * serving it agrees (docs/product.md#scale-out). A secret an earlier version generated into DATA_DIR (a file of the
 * same name) is taken over, so that an upgrade does not sign everybody out.
 */
export async function loadSecret(
  db: Kysely<Database>,
  name: SecretName,
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured) return configured;
  const legacyFile = path.join(dataDir, name);
  const candidate = fs.existsSync(legacyFile)
    ? fs.readFileSync(legacyFile, 'utf8').trim()
    : randomBytes(48).toString('base64url');
  return db
    .transaction()
    .execute((trx) => createSecretRepository(trx).findOrCreate(name, candidate, new Date()));
}
