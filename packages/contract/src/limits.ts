/** Business constants and limits (docs/product.md#limits, docs/product.md#sign-in, #uploads). */
export const RESUME_MAX_BYTES = 52_428_800;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const PHONE_MAX_LENGTH = 15;
export const PHONE_COUNTRIES = ['US', 'IN', 'CA'] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'US';

export const CONSULTATION_DESCRIPTION_MAX = 300;
export const EXPERIENCE_MIN_YEARS = 1;

export const MAP_ZOOM = { min: 1, max: 8, working: 5 } as const;

export const OTP = {
  length: 6,
  ttlSeconds: 10 * 60,
  maxWrongTries: 5,
  resendCooldownSeconds: 30,
} as const;

/** Longest free-text field the API accepts, beyond which a request is refused. */
export const TEXT_FIELD_MAX = 4000;
export const NAME_FIELD_MAX = 100;
