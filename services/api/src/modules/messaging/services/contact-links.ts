import { createSecureToken, hashToken } from '../../../common/secure-token.js';

/** Where a brand contact's reply link opens (the public remote's page). */
export function replyLinkPath(token: string): string {
  return `/public/reply/${token}`;
}

/**
 * A new contact link token (256 random bits, URL-safe) and the hash it is stored and looked up by
 * (sha256): only the mail holds the token itself, so a database reader cannot open a link.
 */
export function newContactLinkToken(): { token: string; hash: string } {
  const token = createSecureToken();
  return { token, hash: hashToken(token) };
}
