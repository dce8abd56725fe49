/** Letters, digits and ._%+- before an at sign, then a domain, then a 2 to 4 letter ending (docs/product.md#validation). */
export const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,4}$/;

/** Names allow only letters and space (docs/product.md#validation). */
export const NAME_PATTERN = /^[\p{L} ]+$/u;

/** A single typed character that a name field accepts. */
export function isNameCharacter(character: string): boolean {
  return NAME_PATTERN.test(character);
}

/** The placeholder domain that marks a session created without a real e-mail (docs/product.md#records). */
export const FAKE_EMAIL_DOMAIN = 'fake-email.smartmove.invalid';

export function hasFakeEmail(email: string | null | undefined): boolean {
  return typeof email === 'string' && email.toLowerCase().includes(FAKE_EMAIL_DOMAIN);
}
