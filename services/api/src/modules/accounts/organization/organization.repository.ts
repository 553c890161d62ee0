import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TeamRole } from '@tpp/contracts';
import type { DataSource } from 'typeorm';
import { returning, type Queryable } from '../../../infrastructure/database/queryable.js';

export interface TeamInfoRow {
  contact_email: string | null;
  phone_number: string | null;
  homepage: string | null;
  bio: string | null;
}

export interface ContactInfoPatch {
  contact_email?: string | null;
  phone_number?: string | null;
  homepage?: string | null;
  bio?: string | null;
}

export interface MemberRow {
  id: number;
  full_name: string;
  email: string;
  role: TeamRole;
}

export interface InvitationRow {
  id: number;
  email: string;
  role: TeamRole;
  invited_by: string | null;
  sent_at: Date;
  expires_at: Date;
  expired: boolean;
}

/** The user an address belongs to, and whether they confirmed an account. */
export interface InviteeRow {
  id: number;
  confirmed: boolean;
  member_of_team: boolean;
}

const INVITATION_COLUMNS = `i.id, i.email, i.role, coalesce(nullif(btrim(b.full_name), ''), b.email) AS invited_by,
  i.sent_at, i.expires_at, i.expires_at <= now() AS expired`;

/**
 * The organization's contact information, members and invitations. Every query names the
 * caller's team id; a user or invitation of another team is simply not found.
 */
@Injectable()
export class OrganizationRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async teamInfo(teamId: number): Promise<TeamInfoRow> {
    const rows: TeamInfoRow[] = await this.db.query(
      `SELECT contact_email, phone_number, homepage, bio FROM teams WHERE id = $1`,
      [teamId],
    );
    return rows[0]!;
  }

  async teamName(teamId: number, db: Queryable = this.db): Promise<string> {
    const rows: { name: string }[] = await db.query(`SELECT name FROM teams WHERE id = $1`, [teamId]);
    return rows[0]!.name;
  }

  /** Writes the given fields only (an absent one stays as it is). */
  async updateContactInfo(teamId: number, patch: ContactInfoPatch): Promise<TeamInfoRow> {
    const rows = returning<TeamInfoRow>(
      await this.db.query(
        `UPDATE teams SET
           contact_email = CASE WHEN $2 THEN $3 ELSE contact_email END,
           phone_number = CASE WHEN $4 THEN $5 ELSE phone_number END,
           homepage = CASE WHEN $6 THEN $7 ELSE homepage END,
           bio = CASE WHEN $8 THEN $9 ELSE bio END,
           updated_at = now()
         WHERE id = $1
         RETURNING contact_email, phone_number, homepage, bio`,
        [
          teamId,
          'contact_email' in patch,
          patch.contact_email ?? null,
          'phone_number' in patch,
          patch.phone_number ?? null,
          'homepage' in patch,
          patch.homepage ?? null,
          'bio' in patch,
          patch.bio ?? null,
        ],
      ),
    );
    return rows[0]!;
  }

  /** Members who confirmed their account (invited ones are listed as invitations), by name. */
  members(teamId: number): Promise<MemberRow[]> {
    return this.db.query(
      `SELECT u.id, u.full_name, u.email, m.role
         FROM team_memberships m JOIN users u ON u.id = m.user_id
        WHERE m.team_id = $1 AND NOT u.account_disabled AND u.password_hash IS NOT NULL
        ORDER BY lower(coalesce(nullif(btrim(u.full_name), ''), u.email)), u.id`,
      [teamId],
    );
  }

  /** Locks the team's memberships for a change of who belongs (held until the transaction ends). */
  async lockMemberships(tx: Queryable, teamId: number): Promise<{ user_id: number; role: TeamRole }[]> {
    return tx.query(`SELECT user_id, role FROM team_memberships WHERE team_id = $1 ORDER BY id FOR UPDATE`, [
      teamId,
    ]);
  }

  /** Removes the membership, its team as the user's primary one, and ends every session of the user. */
  async removeMember(tx: Queryable, teamId: number, userId: number): Promise<void> {
    await tx.query(`DELETE FROM team_memberships WHERE team_id = $1 AND user_id = $2`, [teamId, userId]);
    await tx.query(`UPDATE users SET primary_team_id = NULL WHERE id = $1 AND primary_team_id = $2`, [
      userId,
      teamId,
    ]);
    await tx.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [
      userId,
    ]);
    await tx.query(
      `UPDATE team_invitations SET revoked_at = now() WHERE team_id = $1 AND user_id = $2 AND revoked_at IS NULL`,
      [teamId, userId],
    );
  }

  async invitee(tx: Queryable, teamId: number, email: string): Promise<InviteeRow | null> {
    const rows: InviteeRow[] = await tx.query(
      `SELECT u.id, u.password_hash IS NOT NULL AS confirmed,
              EXISTS (SELECT 1 FROM team_memberships m WHERE m.user_id = u.id AND m.team_id = $1) AS member_of_team
         FROM users u WHERE u.email = $2`,
      [teamId, email],
    );
    return rows[0] ?? null;
  }

  async insertInvitedUser(tx: Queryable, email: string): Promise<number> {
    const rows: { id: number }[] = await tx.query(
      `INSERT INTO users (email) VALUES ($1)
       ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
      [email],
    );
    return rows[0]!.id;
  }

  async insertMembership(tx: Queryable, teamId: number, userId: number, role: TeamRole): Promise<void> {
    await tx.query(
      `INSERT INTO team_memberships (user_id, team_id, role) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, team_id) DO UPDATE SET role = EXCLUDED.role`,
      [userId, teamId, role],
    );
  }

  /** The pending invitation of the team for this address, if any. */
  async pendingIdFor(tx: Queryable, teamId: number, email: string): Promise<number | null> {
    const rows: { id: number }[] = await tx.query(
      `SELECT id FROM team_invitations WHERE team_id = $1 AND email = $2 AND revoked_at IS NULL`,
      [teamId, email],
    );
    return rows[0]?.id ?? null;
  }

  async insertInvitation(
    tx: Queryable,
    invitation: {
      teamId: number;
      userId: number;
      email: string;
      role: TeamRole;
      invitedBy: number;
      lifetimeSeconds: number;
    },
  ): Promise<number> {
    const rows: { id: number }[] = await tx.query(
      `INSERT INTO team_invitations (team_id, user_id, email, role, invited_by, expires_at)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6)) RETURNING id`,
      [
        invitation.teamId,
        invitation.userId,
        invitation.email,
        invitation.role,
        invitation.invitedBy,
        invitation.lifetimeSeconds,
      ],
    );
    return rows[0]!.id;
  }

  /** Pending invitations (not revoked, the invited user has not confirmed), newest first. */
  invitations(teamId: number): Promise<InvitationRow[]> {
    return this.db.query(
      `SELECT ${INVITATION_COLUMNS}
         FROM team_invitations i
         JOIN users u ON u.id = i.user_id
         LEFT JOIN users b ON b.id = i.invited_by
        WHERE i.team_id = $1 AND i.revoked_at IS NULL AND u.password_hash IS NULL
        ORDER BY i.sent_at DESC, i.id DESC`,
      [teamId],
    );
  }

  async invitation(db: Queryable, teamId: number, invitationId: number): Promise<InvitationRow | null> {
    const rows: InvitationRow[] = await db.query(
      `SELECT ${INVITATION_COLUMNS}
         FROM team_invitations i
         JOIN users u ON u.id = i.user_id
         LEFT JOIN users b ON b.id = i.invited_by
        WHERE i.id = $1 AND i.team_id = $2 AND i.revoked_at IS NULL AND u.password_hash IS NULL
        FOR UPDATE OF i`,
      [invitationId, teamId],
    );
    return rows[0] ?? null;
  }

  async invitedUserOf(tx: Queryable, invitationId: number): Promise<number> {
    const rows: { user_id: number }[] = await tx.query(`SELECT user_id FROM team_invitations WHERE id = $1`, [
      invitationId,
    ]);
    return rows[0]!.user_id;
  }

  async markResent(
    tx: Queryable,
    invitationId: number,
    role: TeamRole,
    invitedBy: number,
    lifetimeSeconds: number,
  ): Promise<void> {
    await tx.query(
      `UPDATE team_invitations SET sent_at = now(), role = $2, invited_by = $3,
              expires_at = now() + make_interval(secs => $4)
        WHERE id = $1`,
      [invitationId, role, invitedBy, lifetimeSeconds],
    );
  }

  /**
   * Revokes the invitation and the membership it created, and uses up the user's registration
   * codes unless another organization's invitation still waits for them.
   */
  async revokeInvitation(tx: Queryable, teamId: number, invitationId: number): Promise<void> {
    const userId = await this.invitedUserOf(tx, invitationId);
    await tx.query(`UPDATE team_invitations SET revoked_at = now() WHERE id = $1`, [invitationId]);
    await tx.query(`DELETE FROM team_memberships WHERE team_id = $1 AND user_id = $2`, [teamId, userId]);
    await tx.query(
      `UPDATE auth_tokens SET used_at = now()
        WHERE kind = 'registration' AND user_id = $1 AND used_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM team_invitations WHERE user_id = $1 AND revoked_at IS NULL)`,
      [userId],
    );
  }

  /** Uses up the user's earlier registration codes (a resent invitation's old link stops working). */
  async expireRegistrationCodes(tx: Queryable, userId: number): Promise<void> {
    await tx.query(
      `UPDATE auth_tokens SET used_at = now() WHERE kind = 'registration' AND user_id = $1 AND used_at IS NULL`,
      [userId],
    );
  }
}
