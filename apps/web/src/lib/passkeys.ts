import { PASSKEY_MESSAGES } from '@smartmove/contract';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/**
 * The browser's side of passkeys (WebAuthn) through @simplewebauthn/browser, which loads on first use only:
 * the sign-in page and My profile carry none of it until a passkey is asked for.
 */

/** A passkey ceremony that did not end in a credential: cancelled, refused or unsupported; its message. */
export class PasskeyCeremonyError extends Error {
  constructor(
    message: string,
    /** The person cancelled (or the request was replaced or timed out). */
    readonly cancelled = false,
  ) {
    super(message);
    this.name = 'PasskeyCeremonyError';
  }
}

const importBrowserLibrary = () => import('@simplewebauthn/browser');
let browserLibrary: ReturnType<typeof importBrowserLibrary> | undefined;
const loadBrowserLibrary = () => (browserLibrary ??= importBrowserLibrary());

/** Whether the browser has WebAuthn at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Whether the browser offers passkeys in the autofill of a field marked `autocomplete="… webauthn"`. */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  try {
    return (await window.PublicKeyCredential.isConditionalMediationAvailable?.()) === true;
  } catch {
    return false;
  }
}

function ceremonyError(error: unknown, otherwise: string): PasskeyCeremonyError {
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: unknown } | null)?.code;
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return new PasskeyCeremonyError(PASSKEY_MESSAGES.cancelled, true);
  }
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return new PasskeyCeremonyError(PASSKEY_MESSAGES.alreadyAdded);
  }
  return new PasskeyCeremonyError(otherwise);
}

/** navigator.credentials.create() with the server's options: the new credential to register. */
export async function createPasskey(options: object): Promise<RegistrationResponseJSON> {
  if (!passkeysSupported()) throw new PasskeyCeremonyError(PASSKEY_MESSAGES.unsupported);
  const { startRegistration } = await loadBrowserLibrary();
  try {
    return await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  } catch (error) {
    throw ceremonyError(error, PASSKEY_MESSAGES.notAdded);
  }
}

/**
 * navigator.credentials.get() with the server's options: the signed challenge. With `autofill`, the request
 * waits for the person to pick a passkey in the autofill of the field marked for it.
 */
export async function getPasskey(
  options: object,
  { autofill = false }: { autofill?: boolean } = {},
): Promise<AuthenticationResponseJSON> {
  if (!passkeysSupported()) throw new PasskeyCeremonyError(PASSKEY_MESSAGES.unsupported);
  const { startAuthentication } = await loadBrowserLibrary();
  try {
    return await startAuthentication({
      optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
      useBrowserAutofill: autofill,
    });
  } catch (error) {
    throw ceremonyError(error, PASSKEY_MESSAGES.notRecognised);
  }
}

/** Ends a passkey request still waiting (the autofill's, as its page goes). */
export function cancelPasskeyRequest(): void {
  void browserLibrary?.then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
}
