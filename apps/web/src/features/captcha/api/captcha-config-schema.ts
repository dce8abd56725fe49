/** Loaded with the answer of GET /captcha/config (see get-captcha-config.ts): the page hydrates without zod. */
export { CaptchaConfigSchema } from '@smartmove/contract';
