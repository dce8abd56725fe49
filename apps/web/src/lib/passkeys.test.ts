import { PASSKEY_MESSAGES } from '@smartmove/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPasskey, getPasskey, PasskeyCeremonyError, passkeyAutofillAvailable } from './passkeys';

/** What navigator.credentials answers in a browser: a DOMException of the given name. */
const browserError = (name: string) => new DOMException('The operation failed', name);

describe('passkeys in the browser', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'PublicKeyCredential',
      Object.assign(function PublicKeyCredential() {}, {
        isConditionalMediationAvailable: () => Promise.resolve(true),
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says so where the browser has no WebAuthn', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    await expect(createPasskey({ challenge: 'x' })).rejects.toEqual(
      new PasskeyCeremonyError(PASSKEY_MESSAGES.unsupported),
    );
    expect(await passkeyAutofillAvailable()).toBe(false);
  });

  it('tells a cancelled request from a refused one', async () => {
    const credentials = {
      create: vi.fn().mockRejectedValue(browserError('NotAllowedError')),
      get: vi.fn().mockRejectedValue(browserError('UnknownError')),
    };
    vi.stubGlobal('navigator', { ...navigator, credentials });
    const options = {
      challenge: 'Y2hhbGxlbmdl',
      rp: { id: 'localhost', name: 'SmartMove' },
      user: { id: 'dXNlcg', name: 'dana', displayName: 'Dana' },
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
    };
    const cancelled = await createPasskey(options).catch((error: unknown) => error);
    expect(cancelled).toBeInstanceOf(PasskeyCeremonyError);
    expect(cancelled).toMatchObject({ message: PASSKEY_MESSAGES.cancelled, cancelled: true });

    const refused = await getPasskey({ challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' }).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ message: PASSKEY_MESSAGES.notRecognised, cancelled: false });
    expect(await passkeyAutofillAvailable()).toBe(true);
  });
});
