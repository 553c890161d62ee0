import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';

/**
 * What the API keeps of a visitor's IP: SHA-256 of a per-database secret key (made by the
 * analytics migration in `analytics_secrets`) and the IP. Equal IPs give equal hashes, so distinct
 * visitors can be counted, but the IP itself is never stored and cannot be guessed back without
 * the key.
 */
@Injectable()
export class IpHasher {
  private key: Promise<string> | null = null;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async hash(ip: string): Promise<string> {
    this.key ??= this.db
      .query(`SELECT ip_hash_key FROM analytics_secrets WHERE id = 1`)
      .then((rows: { ip_hash_key: string }[]) => {
        if (!rows[0]) throw new Error('analytics_secrets has no key: run the migrations');
        return rows[0].ip_hash_key;
      })
      .catch((error: unknown) => {
        this.key = null;
        throw error;
      });
    return createHash('sha256')
      .update(`${await this.key}\n${ip}`)
      .digest('hex');
  }
}
