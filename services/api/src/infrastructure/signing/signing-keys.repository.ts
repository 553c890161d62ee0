import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../database/queryable.js';

/** `signing_keys`: one secret of 256 random bits per purpose, shared by every API process. */
@Injectable()
export class SigningKeysRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The purpose's secret, made on first use; concurrent first uses all read the one row kept. */
  async keyOf(purpose: string, db: Queryable = this.db): Promise<Buffer> {
    await db.query(
      `INSERT INTO signing_keys (purpose, secret) VALUES ($1, $2) ON CONFLICT (purpose) DO NOTHING`,
      [purpose, randomBytes(32)],
    );
    const rows: { secret: Buffer }[] = await db.query(`SELECT secret FROM signing_keys WHERE purpose = $1`, [
      purpose,
    ]);
    return rows[0]!.secret;
  }
}
