import {
  ACCOUNT_NOT_ACTIVE_MESSAGE,
  ACCOUNT_STATUSES,
  API_PATHS,
  LoginSessionSchema,
  PASSKEY_MESSAGES,
  PasskeyPageSchema,
  PENDING_APPROVAL_MESSAGE,
  USER_TYPES,
  type AccountStatus,
} from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { relyingParty } from '../../services/sign-in/passkey-service.js';
import { auditActionsOf } from '../../test/audit-lines.js';
import { errorOf, newPhone, refreshCookieOf, sendCode } from '../../test/auth-support.js';
import { insertUser, type TestUser } from '../../test/portal-users.js';
import { describeOnEngines, useTestApp, type Requests } from '../../test/test-api.js';
import { SoftwarePasskey } from '../../test/webauthn-authenticator.js';

describeOnEngines('passkeys', (engine) => {
  // One code an hour per address: a passkey sign-in from that address must not care.
  const api = useTestApp(engine, { env: { OTP_IP_HOURLY_LIMIT: '1' } });
  const authenticator = () => {
    const rp = relyingParty(api.env);
    return new SoftwarePasskey({ origin: rp.origin, rpId: rp.id });
  };

  async function registrationOptions(as: Requests) {
    const response = await as.post(API_PATHS.passkeyRegistrationOptions);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ challenge: string; rp: { id: string } }>();
  }

  /** A new person with a passkey added on My profile. */
  async function personWithPasskey(name = 'Laptop') {
    const user = await insertUser(api.app, USER_TYPES.employee);
    const passkey = authenticator();
    const as = api.as(user);
    const added = await as.post(API_PATHS.registerPasskey, {
      name,
      response: passkey.register(await registrationOptions(as)),
    });
    expect(added.statusCode, added.body).toBe(200);
    return { user, passkey, id: added.json<{ id: string }>().id };
  }

  async function authenticationOptions() {
    const response = await api.anonymous.post(API_PATHS.passkeyAuthenticationOptions);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ challenge: string; rpId: string }>();
  }

  const signIn = async (passkey: SoftwarePasskey, remoteAddress?: string) =>
    api.anonymous.post(
      API_PATHS.verifyPasskey,
      { response: passkey.authenticate(await authenticationOptions()) },
      remoteAddress ? { remoteAddress } : {},
    );

  const listOf = async (user: TestUser) => {
    const response = await api.as(user).get(API_PATHS.getPasskeys);
    expect(response.statusCode, response.body).toBe(200);
    return PasskeyPageSchema.parse(response.json());
  };

  const setStatus = (user: TestUser, status: AccountStatus) =>
    api.app.db.updateTable('users').set({ status }).where('id', '=', user.id).execute();

  it('adds a passkey with its name, lists it, signs in with it as CheckVerification does, and records each', async () => {
    const options = await registrationOptions(api.as(await insertUser(api.app, USER_TYPES.employee)));
    expect(options.rp.id).toBe('localhost');

    const before = new Date().toISOString();
    const { user, passkey, id } = await personWithPasskey('  Work laptop ');
    const [listed] = (await listOf(user)).items;
    expect(listed).toEqual({ id, name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null });
    expect(listed!.createdAt >= before).toBe(true);

    const response = await signIn(passkey);
    expect(response.statusCode, response.body).toBe(200);
    const session = LoginSessionSchema.parse(response.json());
    expect(session).toMatchObject({ name: 'Test Employee', userType: USER_TYPES.employee });
    expect(refreshCookieOf(response)).toBeDefined();
    // The session's token is the person's.
    const profile = await api.withToken(session.token).get(API_PATHS.getPasskeys);
    expect(profile.json()).toMatchObject({ items: [{ id }] });

    const afterSignIn = await listOf(user);
    expect(afterSignIn.items[0]!.lastUsedAt).not.toBeNull();
    expect(afterSignIn.items[0]!.lastUsedAt! >= listed!.createdAt).toBe(true);
    // A second sign-in (the counter goes up) works as well.
    expect((await signIn(passkey)).statusCode).toBe(200);

    expect(await auditActionsOf(api.app, id)).toEqual(['Test Employee added passkey Work laptop']);
    expect(await auditActionsOf(api.app, user.id)).toEqual([
      'Test Employee signed in Test Employee',
      'Test Employee signed in Test Employee',
    ]);
  });

  it('asks for a name and a signed-in caller', async () => {
    const user = await insertUser(api.app, USER_TYPES.partner);
    const as = api.as(user);
    const response = await as.post(API_PATHS.registerPasskey, {
      name: '   ',
      response: authenticator().register(await registrationOptions(as)),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body).errors).toMatchObject({ name: PASSKEY_MESSAGES.nameRequired });

    for (const call of [
      api.anonymous.post(API_PATHS.passkeyRegistrationOptions),
      api.anonymous.post(API_PATHS.registerPasskey, { name: 'x', response: {} }),
      api.anonymous.get(API_PATHS.getPasskeys),
      api.anonymous.post(API_PATHS.removePasskey, { id: crypto.randomUUID() }),
    ]) {
      expect((await call).statusCode).toBe(401);
    }
  });

  it("refuses a replayed or expired challenge, another person's challenge, another origin and an unknown passkey", async () => {
    const { user, passkey } = await personWithPasskey();

    // A sign-in answered twice: the second finds its challenge used.
    const assertion = passkey.authenticate(await authenticationOptions());
    expect((await api.anonymous.post(API_PATHS.verifyPasskey, { response: assertion })).statusCode).toBe(200);
    const replayed = await api.anonymous.post(API_PATHS.verifyPasskey, { response: assertion });
    expect(replayed.statusCode).toBe(400);
    expect(errorOf(replayed.body).message).toBe(PASSKEY_MESSAGES.notRecognised);

    // A registration answered twice.
    const as = api.as(user);
    const second = authenticator();
    const registration = second.register(await registrationOptions(as));
    expect(
      (await as.post(API_PATHS.registerPasskey, { name: 'Phone', response: registration })).statusCode,
    ).toBe(200);
    const again = await as.post(API_PATHS.registerPasskey, { name: 'Phone', response: registration });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again.body).message).toBe(PASSKEY_MESSAGES.notAdded);

    // Another person's registration challenge.
    const other = await insertUser(api.app, USER_TYPES.employee);
    const stolen = authenticator().register(await registrationOptions(api.as(other)));
    expect((await as.post(API_PATHS.registerPasskey, { name: 'Stolen', response: stolen })).statusCode).toBe(
      400,
    );

    // Expired challenges: refused as such, and cleaned up by the next ones issued.
    const late = await authenticationOptions();
    const lateRegistration = await registrationOptions(as);
    await api.app.db
      .updateTable('webauthn_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('challenge', 'in', [late.challenge, lateRegistration.challenge])
      .execute();
    const expired = await api.anonymous.post(API_PATHS.verifyPasskey, {
      response: passkey.authenticate(late),
    });
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired.body).message).toBe(PASSKEY_MESSAGES.expired);
    await authenticationOptions();
    const left = await api.app.db
      .selectFrom('webauthn_challenges')
      .select('challenge')
      .where('challenge', '=', lateRegistration.challenge)
      .execute();
    expect(left).toEqual([]);

    // Another origin (a look-alike site relaying the ceremony).
    const elsewhere = new SoftwarePasskey({ origin: 'https://smartmove.example.net', rpId: 'localhost' });
    const phished = await as.post(API_PATHS.registerPasskey, {
      name: 'Elsewhere',
      response: elsewhere.register(await registrationOptions(as)),
    });
    expect(phished.statusCode).toBe(400);

    // A passkey the site does not know.
    const unknown = await signIn(authenticator());
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown.body).message).toBe(PASSKEY_MESSAGES.notRecognised);
    expect((await listOf(user)).items.map((item) => item.name)).toEqual(['Phone', 'Laptop']);
  });

  it("removes one of the caller's own passkeys only, which then no longer signs in", async () => {
    const owner = await personWithPasskey('Security key');
    const stranger = await insertUser(api.app, USER_TYPES.employee);

    const refused = await api.as(stranger).post(API_PATHS.removePasskey, { id: owner.id });
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused.body).message).toBe(PASSKEY_MESSAGES.notFound);
    expect((await listOf(owner.user)).total).toBe(1);

    const removed = await api.as(owner.user).post(API_PATHS.removePasskey, { id: owner.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: owner.id });
    expect((await listOf(owner.user)).items).toEqual([]);
    expect(await auditActionsOf(api.app, owner.id)).toEqual([
      'Test Employee added passkey Security key',
      'Test Employee removed passkey Security key',
    ]);
    const signIn2 = await signIn(owner.passkey);
    expect(signIn2.statusCode).toBe(400);
    expect(errorOf(signIn2.body).message).toBe(PASSKEY_MESSAGES.notRecognised);
  });

  it.each([
    [ACCOUNT_STATUSES.pending, PENDING_APPROVAL_MESSAGE],
    [ACCOUNT_STATUSES.declined, ACCOUNT_NOT_ACTIVE_MESSAGE],
    [ACCOUNT_STATUSES.deactivated, ACCOUNT_NOT_ACTIVE_MESSAGE],
  ] as const)('refuses the passkey of a %s account', async (status, message) => {
    const { user, passkey } = await personWithPasskey();
    await setStatus(user, status);
    const response = await signIn(passkey);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response.body).message).toBe(message);
    expect(refreshCookieOf(response)).toBeUndefined();
    expect(await auditActionsOf(api.app, user.id)).toEqual([]);
  });

  it('signs in from an address the SMS limits have stopped', async () => {
    const { passkey } = await personWithPasskey();
    const address = '10.77.0.1';
    expect((await sendCode(api.recorder, newPhone(), address)).statusCode).toBe(200);
    expect((await sendCode(api.recorder, newPhone(), address)).statusCode).toBe(429);
    expect((await signIn(passkey, address)).statusCode).toBe(200);
  });

  it('asks the authenticator to verify the person, and refuses a passkey that did not', async () => {
    const user = await insertUser(api.app, USER_TYPES.employee);
    const as = api.as(user);
    const options = await registrationOptions(as);
    expect(options).toMatchObject({ authenticatorSelection: { userVerification: 'required' } });
    expect(await authenticationOptions()).toMatchObject({ userVerification: 'required' });

    // A bare security key (a touch, no PIN or fingerprint) is not added.
    const touchOnly = authenticator();
    touchOnly.userVerified = false;
    const refused = await as.post(API_PATHS.registerPasskey, {
      name: 'Touch only',
      response: touchOnly.register(options),
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused.body).message).toBe(PASSKEY_MESSAGES.notAdded);
    expect((await listOf(user)).items).toEqual([]);

    // A passkey added with verification signs in only when it verifies the person again.
    const { user: owner, passkey } = await personWithPasskey();
    passkey.userVerified = false;
    const unverified = await signIn(passkey);
    expect(unverified.statusCode).toBe(400);
    expect(errorOf(unverified.body).message).toBe(PASSKEY_MESSAGES.notRecognised);
    expect(refreshCookieOf(unverified)).toBeUndefined();
    expect(await auditActionsOf(api.app, owner.id)).toEqual([]);
    passkey.userVerified = true;
    expect((await signIn(passkey)).statusCode).toBe(200);
  });

  describe('no session without a passkey the site issued the challenge for', () => {
    it('refuses an assertion whose challenge was never issued', async () => {
      const { passkey } = await personWithPasskey();
      const forged = passkey.authenticate({ challenge: Buffer.from('not issued').toString('base64url') });
      const response = await api.anonymous.post(API_PATHS.verifyPasskey, { response: forged });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response.body).message).toBe(PASSKEY_MESSAGES.notRecognised);
    });
  });
});
