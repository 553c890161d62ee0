import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { secretsEqual } from '../../../common/secure-token.js';

/** A signed link's parts: `{id}.{nonce}.{signature}`. */
export const SIGNED_LINK_PATTERN = /^[1-9]\d{0,9}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

/**
 * Signs single-purpose links: the token is `{id}.{nonce}.{HMAC-SHA256(key of the purpose,
 * purpose.id.nonce)}`. The key of each purpose is 256 random bits made on first use and kept in
 * `signing_keys` (every API process reads the same one). A token of one purpose never verifies
 * for another; the nonce is kept on the row, so a new nonce revokes the old link.
 */
@Injectable()
export class LinkSigner {
  private readonly keys = new Map<string, Promise<Buffer>>();

  constructor(@InjectDataSource() private readonly db: DataSource) {}

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
      key = this.loadKey(purpose);
      key.catch(() => this.keys.delete(purpose));
      this.keys.set(purpose, key);
    }
    return key;
  }

  private async loadKey(purpose: string): Promise<Buffer> {
    await this.db.query(
      `INSERT INTO signing_keys (purpose, secret) VALUES ($1, $2) ON CONFLICT (purpose) DO NOTHING`,
      [purpose, randomBytes(32)],
    );
    const rows: { secret: Buffer }[] = await this.db.query(
      `SELECT secret FROM signing_keys WHERE purpose = $1`,
      [purpose],
    );
    return rows[0]!.secret;
  }
}
