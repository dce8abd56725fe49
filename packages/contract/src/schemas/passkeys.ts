import { z } from '../zod.js';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX } from '../passkeys.js';
import { filledText } from './fields.js';
import { PageQuerySchema, pageOf } from './pages.js';

/**
 * The passkey calls (../passkeys.ts): the options and the credentials travel as the WebAuthn JSON that
 * @simplewebauthn/browser and @simplewebauthn/server exchange.
 */

/** A base64url string of the WebAuthn JSON (ids, client data, authenticator data, signatures). */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;

/** The options of navigator.credentials.create() or .get(), as the server generated them. */
export const PasskeyOptionsSchema = z.looseObject({ challenge: base64url(200) });
export type PasskeyOptions = z.infer<typeof PasskeyOptionsSchema>;

/** A new credential (RegistrationResponseJSON). */
export const PasskeyRegistrationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(16_000),
    authenticatorData: base64url(4000).optional(),
    transports: z.array(z.enum(TRANSPORTS)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4000).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}),
});

/** A signed challenge (AuthenticationResponseJSON). */
export const PasskeyAuthenticationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(1000),
    userHandle: base64url(200).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}),
});

export const PasskeyNameSchema = filledText(PASSKEY_MESSAGES.nameRequired).max(PASSKEY_NAME_MAX, {
  error: PASSKEY_MESSAGES.nameTooLong,
});

/** The form of "Add a passkey". */
export const PasskeyNameFormSchema = z.object({ name: PasskeyNameSchema });
export type PasskeyNameForm = z.infer<typeof PasskeyNameFormSchema>;

/** POST /CRM/RegisterPasskey: the name it gets and the new credential. */
export const RegisterPasskeyBodySchema = z.object({
  name: PasskeyNameSchema,
  response: PasskeyRegistrationResponseSchema,
});
export type RegisterPasskeyBody = z.infer<typeof RegisterPasskeyBodySchema>;

/** POST /CRM/VerifyPasskey */
export const VerifyPasskeyBodySchema = z.object({ response: PasskeyAuthenticationResponseSchema });
export type VerifyPasskeyBody = z.infer<typeof VerifyPasskeyBodySchema>;

/** One of the caller's passkeys (GET /CRM/GetPasskeys, newest first). */
export const PasskeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** When it last signed in; null when never. */
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;
export const PasskeyPageSchema = pageOf(PasskeySchema);
export const PasskeysQuerySchema = PageQuerySchema;

/** POST /CRM/RemovePasskey (answers the same id); another person's passkey answers 404. */
export const PasskeyIdSchema = z.object({ id: z.uuid() });
export type PasskeyId = z.infer<typeof PasskeyIdSchema>;
