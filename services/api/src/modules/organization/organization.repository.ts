import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TeamRole } from '@tpp/contracts';
import type { DataSource } from 'typeorm';
import { returning, type Queryable } from '../../infrastructure/database/queryable.js';

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
  /** The member's Add Talent cap (null: none), when it was set, and what they spent since then. */
  add_talent_cap: number | null;
  add_talent_cap_since: Date | null;
  add_talent_used: number;
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

/** A member about to be removed: whether they are a platform admin (users.is_admin). */
export interface RemovalTargetRow {
  is_admin: boolean;
}

/** A member, with their Add Talent cap and the requests since it was set that did not end in error. */
const MEMBER_COLUMNS = `u.id, u.full_name, u.email, m.role, m.add_talent_cap, m.add_talent_cap_since,
  (SELECT count(*)::int FROM add_talent_tasks t
    WHERE t.team_id = m.team_id AND t.user_id = m.user_id AND t.state <> 'error'
      AND t.created_at >= m.add_talent_cap_since) AS add_talent_used`;

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
      `SELECT ${MEMBER_COLUMNS}
         FROM team_memberships m JOIN users u ON u.id = m.user_id
        WHERE m.team_id = $1 AND NOT u.account_disabled AND u.password_hash IS NOT NULL
        ORDER BY lower(coalesce(nullif(btrim(u.full_name), ''), u.email)), u.id`,
      [teamId],
    );
  }

  /**
   * Sets (or with null removes) a member's Add Talent cap; setting it starts a new period. Null
   * when the user is no member of this team (another team's member is simply not found).
   */
  async setCreditCap(teamId: number, userId: number, cap: number | null, db: Queryable = this.db) {
    const rows = returning<{ user_id: number }>(
      await db.query(
        `UPDATE team_memberships SET add_talent_cap = $3,
                add_talent_cap_since = CASE WHEN $3::integer IS NULL THEN NULL ELSE now() END
          WHERE team_id = $1 AND user_id = $2 RETURNING user_id`,
        [teamId, userId, cap],
      ),
    );
    if (!rows.length) return null;
    const members: MemberRow[] = await db.query(
      `SELECT ${MEMBER_COLUMNS} FROM team_memberships m JOIN users u ON u.id = m.user_id
        WHERE m.team_id = $1 AND m.user_id = $2`,
      [teamId, userId],
    );
    return members[0] ?? null;
  }

  /** Locks the team's memberships for a change of who belongs (held until the transaction ends). */
  async lockMemberships(
    teamId: number,
    db: Queryable = this.db,
  ): Promise<{ user_id: number; role: TeamRole }[]> {
    return db.query(`SELECT user_id, role FROM team_memberships WHERE team_id = $1 ORDER BY id FOR UPDATE`, [
      teamId,
    ]);
  }

  async removalTarget(userId: number, db: Queryable = this.db): Promise<RemovalTargetRow | null> {
    const rows: RemovalTargetRow[] = await db.query(`SELECT is_admin FROM users WHERE id = $1`, [userId]);
    return rows[0] ?? null;
  }

  /**
   * Ends the user's access to this team only: the membership goes, and with it the team as their
   * primary one (their sessions resolve their current team per request: another team of theirs, or
   * none); their pending invitation to the team and its link end. Their sessions, other
   * memberships and everything else stay.
   */
  async removeMember(teamId: number, userId: number, db: Queryable = this.db): Promise<void> {
    await db.query(`DELETE FROM team_memberships WHERE team_id = $1 AND user_id = $2`, [teamId, userId]);
    await db.query(
      `UPDATE users SET primary_team_id = NULL, updated_at = now() WHERE id = $1 AND primary_team_id = $2`,
      [userId, teamId],
    );
    await db.query(
      `UPDATE auth_tokens SET used_at = now()
        WHERE used_at IS NULL AND id IN (
          SELECT token_id FROM team_invitations
           WHERE team_id = $1 AND user_id = $2 AND revoked_at IS NULL AND accepted_at IS NULL)`,
      [teamId, userId],
    );
    await db.query(
      `UPDATE team_invitations SET revoked_at = now()
        WHERE team_id = $1 AND user_id = $2 AND revoked_at IS NULL AND accepted_at IS NULL`,
      [teamId, userId],
    );
  }

  async invitee(teamId: number, email: string, db: Queryable = this.db): Promise<InviteeRow | null> {
    const rows: InviteeRow[] = await db.query(
      `SELECT u.id, u.password_hash IS NOT NULL AS confirmed,
              EXISTS (SELECT 1 FROM team_memberships m WHERE m.user_id = u.id AND m.team_id = $1) AS member_of_team
         FROM users u WHERE u.email = $2`,
      [teamId, email],
    );
    return rows[0] ?? null;
  }

  async insertInvitedUser(email: string, db: Queryable = this.db): Promise<number> {
    const rows: { id: number }[] = await db.query(
      `INSERT INTO users (email) VALUES ($1)
       ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
      [email],
    );
    return rows[0]!.id;
  }

  /** The pending invitation of the team for this address, if any. */
  async pendingIdFor(teamId: number, email: string, db: Queryable = this.db): Promise<number | null> {
    const rows: { id: number }[] = await db.query(
      `SELECT id FROM team_invitations
        WHERE team_id = $1 AND email = $2 AND revoked_at IS NULL AND accepted_at IS NULL
        ORDER BY id DESC LIMIT 1`,
      [teamId, email],
    );
    return rows[0]?.id ?? null;
  }

  async insertInvitation(
    invitation: {
      teamId: number;
      userId: number;
      email: string;
      role: TeamRole;
      invitedBy: number;
      lifetimeSeconds: number;
    },
    db: Queryable = this.db,
  ): Promise<number> {
    const rows: { id: number }[] = await db.query(
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

  /**
   * Pending invitations (neither accepted nor revoked), newest first. An invitation to an address
   * that has an account elsewhere is listed like any other (the team learns nothing about it).
   */
  invitations(teamId: number): Promise<InvitationRow[]> {
    return this.db.query(
      `SELECT ${INVITATION_COLUMNS}
         FROM team_invitations i
         LEFT JOIN users b ON b.id = i.invited_by
        WHERE i.team_id = $1 AND i.revoked_at IS NULL AND i.accepted_at IS NULL
        ORDER BY i.sent_at DESC, i.id DESC`,
      [teamId],
    );
  }

  async invitation(
    teamId: number,
    invitationId: number,
    db: Queryable = this.db,
  ): Promise<InvitationRow | null> {
    const rows: InvitationRow[] = await db.query(
      `SELECT ${INVITATION_COLUMNS}
         FROM team_invitations i
         LEFT JOIN users b ON b.id = i.invited_by
        WHERE i.id = $1 AND i.team_id = $2 AND i.revoked_at IS NULL AND i.accepted_at IS NULL
        FOR UPDATE OF i`,
      [invitationId, teamId],
    );
    return rows[0] ?? null;
  }

  /** The invited user of an invitation and whether they have an account (a password) by now. */
  async invitedUserOf(
    invitationId: number,
    db: Queryable = this.db,
  ): Promise<{ id: number; confirmed: boolean }> {
    const rows: { id: number; confirmed: boolean }[] = await db.query(
      `SELECT u.id, u.password_hash IS NOT NULL AS confirmed
         FROM team_invitations i JOIN users u ON u.id = i.user_id WHERE i.id = $1`,
      [invitationId],
    );
    return rows[0]!;
  }

  async markResent(
    invitationId: number,
    role: TeamRole,
    invitedBy: number,
    lifetimeSeconds: number,
    db: Queryable = this.db,
  ): Promise<void> {
    await db.query(
      `UPDATE team_invitations SET sent_at = now(), role = $2, invited_by = $3,
              expires_at = now() + make_interval(secs => $4)
        WHERE id = $1`,
      [invitationId, role, invitedBy, lifetimeSeconds],
    );
  }

  /**
   * Revokes the pending invitation and uses up its own link. No membership exists before the
   * invitation is accepted, and other teams' invitations to the same person keep their links.
   */
  async revokeInvitation(teamId: number, invitationId: number, db: Queryable = this.db): Promise<void> {
    await this.endInvitationCode(invitationId, db);
    await db.query(`UPDATE team_invitations SET revoked_at = now() WHERE id = $1 AND team_id = $2`, [
      invitationId,
      teamId,
    ]);
  }

  /** Uses up the invitation's own registration code (a resent invitation's old link stops working). */
  async endInvitationCode(invitationId: number, db: Queryable = this.db): Promise<void> {
    await db.query(
      `UPDATE auth_tokens SET used_at = now()
        WHERE used_at IS NULL AND id = (SELECT token_id FROM team_invitations WHERE id = $1)`,
      [invitationId],
    );
    await db.query(`UPDATE team_invitations SET token_id = NULL WHERE id = $1`, [invitationId]);
  }

  /** Ties a newly issued registration code to the invitation it was mailed for. */
  async linkInvitationCode(invitationId: number, tokenHash: string, db: Queryable = this.db): Promise<void> {
    await db.query(
      `UPDATE team_invitations SET token_id = (SELECT id FROM auth_tokens WHERE token_hash = $2) WHERE id = $1`,
      [invitationId, tokenHash],
    );
  }
}
