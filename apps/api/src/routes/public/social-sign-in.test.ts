import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ACCOUNT_NOT_ACTIVE_MESSAGE,
  ACCOUNT_STATUSES,
  API_PATHS,
  ApiErrorSchema,
  AUTH_MESSAGES,
  FAKE_EMAIL_DOMAIN,
  LoginSessionSchema,
  ProfileSchema,
  USER_TYPES,
} from '@smartmove/contract';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed-data.js';
import { describeOnEngines, useTestApp, type TestApi } from '../../test/test-api.js';
import { refreshCookieOf } from '../../test/auth-support.js';

const EMPLOYEE = DEMO_USERS[0]!;
const PARTNER = DEMO_USERS[1]!;
const AUDIENCE = 'smartmove-web';
const KEY_ID = 'test-key-1';

/** A local OpenID Connect issuer: discovery document and key set, as a real one publishes them. */
async function startIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  let requests = 0;
  const server = http.createServer((request, response) => {
    requests += 1;
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    response.setHeader('content-type', 'application/json');
    if (request.url === '/.well-known/openid-configuration') {
      response.end(JSON.stringify({ issuer: base, jwks_uri: `${base}/keys` }));
    } else if (request.url === '/keys') {
      response.end(JSON.stringify({ keys: [jwk] }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    privateKey,
    requestCount: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function idToken(
  privateKey: CryptoKey,
  claims: JWTPayload,
  options: { issuer: string; audience?: string; expiresIn?: string; kid?: string },
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KEY_ID })
    .setIssuer(options.issuer)
    .setAudience(options.audience ?? AUDIENCE)
    .setSubject('user-at-issuer')
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(privateKey);
}

describeOnEngines('VerifySocialUser', (engine) => {
  let issuer: Awaited<ReturnType<typeof startIssuer>>;
  beforeAll(async () => {
    issuer = await startIssuer();
  });
  afterAll(() => issuer.close());
  const api = useTestApp(engine, () => ({
    env: { OIDC_ISSUER: issuer.issuer, OIDC_AUDIENCE: AUDIENCE, OIDC_JWKS_URL: `${issuer.issuer}/keys` },
  }));
  const discoveryApi = useTestApp(engine, () => ({
    env: { OIDC_ISSUER: issuer.issuer, OIDC_AUDIENCE: AUDIENCE },
  }));
  const unconfigured = useTestApp(engine);

  const verify = (app: TestApi, token: string, extra: Record<string, unknown> = {}) =>
    app.anonymous.post(API_PATHS.verifySocialUser, { idToken: token, ...extra });

  it('without configuration answers a clear 400', async () => {
    const token = await idToken(
      issuer.privateKey,
      { phone_number: EMPLOYEE.phone, phone_number_verified: true },
      issuer,
    );
    const response = await verify(unconfigured, token);
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).message).toBe(AUTH_MESSAGES.socialNotConfigured);
  });

  it('signs in the account whose verified phone number matches', async () => {
    const token = await idToken(
      issuer.privateKey,
      {
        phone_number: EMPLOYEE.phone,
        phone_number_verified: true,
        email: 'other@example.com',
        email_verified: true,
      },
      issuer,
    );
    const response = await verify(api, token);
    expect(response.statusCode).toBe(200);
    expect(LoginSessionSchema.parse(response.json())).toMatchObject({
      name: EMPLOYEE.name,
      email: EMPLOYEE.email,
      userType: USER_TYPES.employee,
    });
    expect(refreshCookieOf(response)).toBeTruthy();
  });

  it('signs in the account whose verified e-mail matches, through the discovery document too', async () => {
    const token = await idToken(
      issuer.privateKey,
      { email: PARTNER.email.toUpperCase(), email_verified: true },
      issuer,
    );
    const response = await verify(discoveryApi, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: PARTNER.name, userType: USER_TYPES.partner });
  });

  it('creates an account for a new verified phone; without an e-mail it gets a placeholder', async () => {
    const phone = '+12015559876';
    const token = await idToken(
      issuer.privateKey,
      { phone_number: phone, phone_number_verified: true, given_name: 'Sam', family_name: 'Rivera' },
      issuer,
    );
    const response = await verify(api, token, { userType: USER_TYPES.partner });
    expect(response.statusCode).toBe(200);
    const session = LoginSessionSchema.parse(response.json());
    expect(session).toMatchObject({ name: 'Sam Rivera', userType: USER_TYPES.partner });
    expect(session.email.endsWith(`@${FAKE_EMAIL_DOMAIN}`)).toBe(true);
    const profile = await api.anonymous.get(API_PATHS.getProfile, undefined, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    // Self-registered: it waits for an admin's approval, and the sign-up and the sign-in are in the audit log.
    expect(ProfileSchema.parse(profile.json())).toMatchObject({
      phoneNo: phone,
      hasFakeEmail: true,
      status: ACCOUNT_STATUSES.pending,
    });
    const audit = await api.app.repositories.auditLog.list({ page: 1, pageSize: 100 });
    // Both written in one request, often in the same millisecond: their order is not the test's to know.
    const lines = audit.items.filter((line) => line.recordLabel === 'Sam Rivera');
    expect(lines.map(({ action, actorName }) => ({ action, actorName }))).toEqual(
      expect.arrayContaining([
        { action: 'signed up', actorName: 'Sam Rivera' },
        { action: 'signed in', actorName: 'Sam Rivera' },
      ]),
    );

    // The same person again: the same account.
    const again = await verify(
      api,
      await idToken(issuer.privateKey, { phone_number: phone, phone_number_verified: true }, issuer),
    );
    expect(again.json()).toMatchObject({ email: session.email });

    // Once declined, the account cannot sign in: a clear 403.
    const user = await api.app.repositories.users.findByPhone(phone);
    await api.app.repositories.users.updateAccount(
      user!.id,
      { status: ACCOUNT_STATUSES.declined },
      new Date(),
    );
    const refused = await verify(
      api,
      await idToken(issuer.privateKey, { phone_number: phone, phone_number_verified: true }, issuer),
    );
    expect(refused.statusCode).toBe(403);
    expect(ApiErrorSchema.parse(refused.json()).message).toBe(ACCOUNT_NOT_ACTIVE_MESSAGE);
  });

  it('ignores unverified claims: no account matches then', async () => {
    const token = await idToken(
      issuer.privateKey,
      { phone_number: EMPLOYEE.phone, phone_number_verified: false, email: EMPLOYEE.email },
      issuer,
    );
    const response = await verify(api, token);
    expect(response.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(response.json()).message).toBe(AUTH_MESSAGES.socialNoAccount);
  });

  it('refuses tokens for another audience or issuer, expired, or signed by another key', async () => {
    const claims = { phone_number: EMPLOYEE.phone, phone_number_verified: true };
    const stranger = await generateKeyPair('RS256');
    const tokens = [
      await idToken(issuer.privateKey, claims, { ...issuer, audience: 'someone-else' }),
      await idToken(issuer.privateKey, claims, { issuer: 'https://evil.example.com' }),
      await idToken(issuer.privateKey, claims, { ...issuer, expiresIn: '-1m' }),
      await idToken(stranger.privateKey, claims, issuer),
      await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(issuer.issuer)
        .setAudience(AUDIENCE)
        .setSubject('x')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode('a-shared-secret-that-anyone-could-guess')),
      'not-a-jwt',
    ];
    for (const token of tokens) {
      const response = await verify(api, token);
      expect(response.statusCode, token.slice(0, 30)).toBe(401);
      expect(ApiErrorSchema.parse(response.json()).message).toBe(AUTH_MESSAGES.socialTokenInvalid);
    }
    expect(issuer.requestCount()).toBeGreaterThan(0);
  });
});
