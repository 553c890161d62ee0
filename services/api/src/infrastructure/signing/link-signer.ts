import { Injectable } from '@nestjs/common';
import { createHmac, randomBytes } from 'node:crypto';
import { secretsEqual } from '../../common/secure-token.js';
import { SIGNED_LINK_PATTERN } from './signed-link.js';
import { SigningKeysRepository } from './signing-keys.repository.js';

/**
 * Signs single-purpose links: the token is `{id}.{nonce}.{HMAC-SHA256(key of the purpose,
 * purpose.id.nonce)}`. The key of each purpose is 256 random bits made on first use and kept in
 * `signing_keys` (every API process reads the same one). A token of one purpose never verifies
 * for another; the nonce is kept on the row, so a new nonce revokes the old link.
 */
@Injectable()
export class LinkSigner {
  private readonly keys = new Map<string, Promise<Buffer>>();

  constructor(private readonly signingKeys: SigningKeysRepository) {}

  /** A new random nonce for a link. */
  static nonce(): string {
    return randomBytes(16).toString('base64url');
  }

  async sign(purpose: string, id: number, nonce: string): Promise<string> {
    return `${id}.${nonce}.${await this.signature(purpose, id, nonce)}`;
  }

  /** The id and nonce of a token whose signature holds for the purpose; null otherwise. */
  async verify(purpose: string, token: string): Promise<{ id: number; nonce: string } | null> {
    if (!SIGNED_LINK_PATTERN.test(token)) return null;
    const [idText, nonce, signature] = token.split('.') as [string, string, string];
    const id = Number(idText);
    if (!Number.isSafeInteger(id)) return null;
    return secretsEqual(signature, await this.signature(purpose, id, nonce)) ? { id, nonce } : null;
  }

  /**
   * HMAC-SHA256 of `purpose.text` under the purpose's key, base64url: also for signed values that
   * are not links (the analytics viewer cookie).
   */
  async mac(purpose: string, text: string): Promise<string> {
    return createHmac('sha256', await this.key(purpose))
      .update(`${purpose}.${text}`)
      .digest('base64url');
  }

  private signature(purpose: string, id: number, nonce: string): Promise<string> {
    return this.mac(purpose, `${id}.${nonce}`);
  }

  private key(purpose: string): Promise<Buffer> {
    let key = this.keys.get(purpose);
    if (!key) {
      key = this.signingKeys.keyOf(purpose);
      key.catch(() => this.keys.delete(purpose));
      this.keys.set(purpose, key);
    }
    return key;
  }
}
