import { z } from '../zod.js';
import { CAPTCHA_TOKEN_HEADER, CAPTCHA_VARIANTS } from '../form-fields.js';

/** GET /captcha/config: which captcha the consultation page shows (docs/product.md#captcha). */
export const CaptchaConfigSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('altcha'),
    variant: z.enum(CAPTCHA_VARIANTS),
    language: z.string(),
    challengeUrl: z.string(),
  }),
  z.object({
    provider: z.literal('recaptcha'),
    variant: z.enum(CAPTCHA_VARIANTS),
    language: z.string(),
    siteKey: z.string(),
  }),
]);
export type CaptchaConfig = z.infer<typeof CaptchaConfigSchema>;

/** The request headers of a call that needs a solved captcha: its token travels in CAPTCHA_TOKEN_HEADER. */
export const CaptchaHeadersSchema = z.object({ [CAPTCHA_TOKEN_HEADER]: z.string().max(20_000).optional() });
