import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../../../infrastructure/database/queryable.js';

export interface NewRegistrationInterest {
  name: string;
  email: string;
  affiliation: string | null;
  ip: string;
}

/** The account_registration_interest table: visitors asking for an account. */
@Injectable()
export class RegistrationInterestRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Stores the request unless the email has an account or an earlier request; answers whether it did. */
  async insertUnlessEmailKnown(interest: NewRegistrationInterest): Promise<boolean> {
    const rows: { id: number }[] = await this.db.query(
      `INSERT INTO account_registration_interest (name, email, affiliation, ip)
       SELECT $1, $2, $3, $4 WHERE NOT EXISTS (SELECT 1 FROM users WHERE email = $2)
       ON CONFLICT (email) DO NOTHING
       RETURNING id`,
      [interest.name, interest.email, interest.affiliation, interest.ip],
    );
    return rows.length > 0;
  }

  /** Holds a transaction-scoped lock on one address: one job at a time counts and writes its mail. */
  async lockAddress(tx: Queryable, email: string): Promise<void> {
    await tx.query(
      `SELECT pg_advisory_xact_lock(hashtextextended('registration-interest:' || lower($1), 0))`,
      [email],
    );
  }

  /** Mails the interest form's jobs (source key `<job>:<id>`) queued to this address within the last hour. */
  async accountExistsMailsWithinHour(tx: Queryable, email: string, job: string): Promise<number> {
    const rows: { count: number }[] = await tx.query(
      `SELECT count(*)::int AS count FROM mail_outbox
        WHERE recipient = $1 AND source_key LIKE $2 || ':%' AND created_at > now() - interval '1 hour'`,
      [email, job],
    );
    return rows[0]?.count ?? 0;
  }
}
