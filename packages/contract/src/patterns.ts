/** Letters, digits and ._%+- before an at sign, then a domain, then a 2 to 4 letter ending (docs/product.md#validation). */
export const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,4}$/;

/**
 * Names: letters of any script with their combining marks, spaces, and the punctuation names use (O'Brien,
 * Smith-Jones, St. John, "Jr., PhD"; the typographic apostrophe of phone keyboards too), with at least one
 * letter. The spec says letters and spaces; markup, digits and line breaks stay out (docs/product.md#validation).
 */
export const NAME_PATTERN = /^(?=[^\p{L}]*\p{L})[\p{L}\p{M} '\u2019.,-]+$/u;
const NAME_CHARACTER = /^[\p{L}\p{M} '\u2019.,-]$/u;

/** A single typed character that a name field accepts. */
export function isNameCharacter(character: string): boolean {
  return NAME_CHARACTER.test(character);
}

/** The placeholder domain that marks a session created without a real e-mail (docs/product.md#records). */
export const FAKE_EMAIL_DOMAIN = 'fake-email.smartmove.invalid';

export function hasFakeEmail(email: string | null | undefined): boolean {
  return typeof email === 'string' && email.toLowerCase().includes(FAKE_EMAIL_DOMAIN);
}
