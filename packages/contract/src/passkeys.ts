/**
 * Passkeys (WebAuthn, docs/product.md#sign-in): a signed-in person adds passkeys (each with a name) on My
 * profile, lists and removes their own; anybody signs in with one on the sign-in page. Their texts and
 * limits; the request and answer schemas are in ./schemas/passkeys.ts (a page loads them when it calls).
 */

export const PASSKEY_NAME_MAX = 60;

export const PASSKEY_MESSAGES = {
  nameRequired: 'Please enter a name for the passkey',
  nameTooLong: `The name can have at most ${PASSKEY_NAME_MAX} characters`,
  added: 'Passkey added',
  removed: 'Passkey removed',
  notFound: 'This passkey does not exist.',
  alreadyAdded: 'This passkey is already added.',
  notAdded: 'The passkey could not be added. Please try again.',
  notRecognised: 'This passkey is not recognised. Please sign in with your phone number.',
  expired: 'The passkey request has expired. Please try again.',
  /**
   * The browser ended the request without a passkey: the person cancelled it, or the authenticator cannot
   * verify them (a passkey must, and the browser says nothing else).
   */
  cancelled:
    'The passkey request was cancelled, or the passkey could not check your PIN, fingerprint or face.',
  unsupported: 'This browser does not support passkeys.',
} as const;
