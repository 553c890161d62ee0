import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { hashToken } from '../../../common/secure-token.js';
import type { Queryable } from '../../../infrastructure/database/queryable.js';

/**
 * Accepting an invitation (modules/organization/README.md): the registration code an invitation mailed is
 * its own (`team_invitations.token_id`), so confirming the account with it accepts exactly that
 * invitation. Provided by AccountsModule (RegistrationService calls it in the transaction that
 * redeems the code); the rest of the invitations live in OrganizationModule.
 */
@Injectable()
export class InvitationAcceptanceRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Accepts the pending invitation the code belongs to, if any: marks it accepted, creates the
   * membership with the invitation's role and makes the team the user's primary one when they have
   * none. Answers the team joined, or null (a code of no invitation, or a revoked one).
   */
  async acceptWithCode(code: string, userId: number, db: Queryable = this.db): Promise<number | null> {
    const rows: { team_id: number }[] = await db.query(
      `WITH accepted AS (
         UPDATE team_invitations i SET accepted_at = now()
           FROM auth_tokens t
          WHERE t.token_hash = $1 AND t.kind = 'registration' AND i.token_id = t.id AND i.user_id = $2
            AND i.revoked_at IS NULL AND i.accepted_at IS NULL
         RETURNING i.team_id, i.role),
       joined AS (
         INSERT INTO team_memberships (user_id, team_id, role)
         SELECT $2, team_id, role FROM accepted
         ON CONFLICT (user_id, team_id) DO NOTHING),
       primary_team AS (
         UPDATE users SET primary_team_id = (SELECT team_id FROM accepted), updated_at = now()
          WHERE id = $2 AND primary_team_id IS NULL AND EXISTS (SELECT 1 FROM accepted))
       SELECT team_id FROM accepted`,
      [hashToken(code), userId],
    );
    return rows[0]?.team_id ?? null;
  }
}
