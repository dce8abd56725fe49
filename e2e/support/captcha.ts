import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';

interface AltchaLib {
  solveChallenge(options: { challenge: unknown; deriveKey: unknown }): Promise<unknown>;
}

// The API's own ALTCHA library, resolved from the API package (the e2e package does not depend on it).
const requireFromApi = createRequire(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api/package.json'),
);
const altcha = requireFromApi('altcha-lib') as AltchaLib;
const { deriveKey } = requireFromApi('altcha-lib/algorithms/pbkdf2') as { deriveKey: unknown };

/** Fetches a challenge and solves it as the widget does: the value of the `x-captcha-token` header. */
export async function solveCaptcha(request: APIRequestContext, baseUrl = ''): Promise<string> {
  const response = await request.get(`${baseUrl}/captcha/challenge`);
  if (!response.ok()) throw new Error(`GET /captcha/challenge failed: ${response.status()}`);
  const challenge: unknown = await response.json();
  const solution = await altcha.solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
