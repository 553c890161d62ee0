import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

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
}
