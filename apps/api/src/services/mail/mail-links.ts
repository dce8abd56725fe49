import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Where a queued message's text holds its link's token (docs/product.md#e-mail). Unreserved URL characters
 * only, so that a page URL built around it (pageUrl) carries it as it is.
 */
export const LINK_TOKEN_PLACEHOLDER = '__link-token__';

/** A link that works as a key, made for one message: what the outbox keeps, and what the record keeps. */
export interface IssuedLink {
  /** Kept with the message until it is sent (mail_outbox.link_nonce). */
  nonce: string;
  /** The token's SHA-256, kept with the record the link opens. */
  tokenHash: string;
}

/** The stored form of a link's token: its SHA-256, hex (a request's token is looked up by it). */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Links that work as keys (an applicant's /my-application/{token}, an approver's /decide/{token}), e-mailed
 * without the token ever being written to the database: the outbox keeps the message's text with
 * LINK_TOKEN_PLACEHOLDER and a random nonce, and the mail worker puts in the token,
 * HMAC-SHA256(secret, nonce), as it sends it; the statement that marks it sent drops the nonce with the text.
 * The record keeps only the token's hash. 256 bits, 43 characters base64url, as a random token.
 */
export function createMailLinks(secret: string) {
  const tokenOf = (nonce: string) =>
    createHmac('sha256', secret).update(`mail-link:${nonce}`).digest('base64url');
  return {
    issue(): IssuedLink {
      const nonce = randomBytes(32).toString('base64url');
      return { nonce, tokenHash: hashLinkToken(tokenOf(nonce)) };
    },

    /** A message's text as it is sent: its link's token in place of the placeholder. */
    fill(text: string, nonce: string): string {
      return text.replaceAll(LINK_TOKEN_PLACEHOLDER, tokenOf(nonce));
    },
  };
}

export type MailLinks = ReturnType<typeof createMailLinks>;
