import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DATA_AUTHORIZATION_PLATFORMS, type LoginSocial } from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { returning } from '../../../infrastructure/database/queryable.js';

export interface InfluencerLoginRow {
  id: number;
  team_id: number;
  influencer_id: number;
  /** The team's display name of the creator. */
  fullname: string;
  team_name: string;
  nonce: string;
  created_at: Date;
  expires_at: Date;
  /** Past expires_at: the connect calls answer 410 LOGIN_EXPIRED. */
  expired: boolean;
  socials: LoginSocial[];
}

const PLATFORMS = [...DATA_AUTHORIZATION_PLATFORMS];

/** A login of a roster creator with the creator's data-authorization accounts and their connections. */
const LOGIN_SELECT = `
  SELECT l.id, l.team_id, l.influencer_id, l.nonce, l.created_at, l.expires_at,
         l.expires_at <= now() AS expired, t.name AS team_name,
         coalesce(nullif(btrim(ti.custom_display_name), ''), i.fullname) AS fullname,
         coalesce((SELECT json_agg(json_build_object(
                     'social_id', s.id, 'platform', s.platform, 'handle', s.platform_account_name,
                     'connected', c.login_id IS NOT NULL, 'connected_at', c.connected_at) ORDER BY s.id)
                     FROM social_accounts s
                     LEFT JOIN influencer_login_connections c ON c.login_id = l.id AND c.social_account_id = s.id
                    WHERE s.influencer_id = l.influencer_id AND s.platform = ANY($2::text[])), '[]'::json) AS socials
    FROM influencer_logins l
    JOIN team_influencers ti ON ti.team_id = l.team_id AND ti.influencer_id = l.influencer_id AND ti.represented
    JOIN influencers i ON i.id = l.influencer_id
    JOIN teams t ON t.id = l.team_id`;

/** Talent Data Authorization: login links (one per team and roster creator) and connected accounts. */
@Injectable()
export class InfluencerLoginsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  list(teamId: number): Promise<InfluencerLoginRow[]> {
    return this.db.query(`${LOGIN_SELECT} WHERE l.team_id = $1 ORDER BY lower(i.fullname), l.id`, [
      teamId,
      PLATFORMS,
    ]);
  }

  /** The login of a verified link: its id and the nonce it was signed with (a replaced nonce: null). */
  async byLink(id: number, nonce: string): Promise<InfluencerLoginRow | null> {
    const rows: InfluencerLoginRow[] = await this.db.query(
      `${LOGIN_SELECT} WHERE l.id = $1 AND l.nonce = $3`,
      [id, PLATFORMS, nonce],
    );
    return rows[0] ?? null;
  }

  async byCreator(teamId: number, influencerId: number): Promise<InfluencerLoginRow | null> {
    const rows: InfluencerLoginRow[] = await this.db.query(
      `${LOGIN_SELECT} WHERE l.team_id = $1 AND l.influencer_id = $3`,
      [teamId, PLATFORMS, influencerId],
    );
    return rows[0] ?? null;
  }

  /**
   * Creates the login of a roster creator (kept when one exists), valid `lifetimeDays`; false when
   * the creator is not on the roster.
   */
  async create(
    teamId: number,
    influencerId: number,
    userId: number,
    nonce: string,
    lifetimeDays: number,
  ): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `WITH roster AS (SELECT 1 FROM team_influencers WHERE team_id = $1 AND influencer_id = $2 AND represented),
            inserted AS (
              INSERT INTO influencer_logins (team_id, influencer_id, nonce, created_by, expires_at)
              SELECT $1, $2, $3, $4, now() + make_interval(days => $5) FROM roster
              ON CONFLICT (team_id, influencer_id) DO NOTHING)
       SELECT 1 FROM roster`,
      [teamId, influencerId, nonce, userId, lifetimeDays],
    );
    return rows.length > 0;
  }

  /**
   * A new nonce and expiry for the team's login of a roster creator (the old link stops working
   * at once: links are checked against the current nonce); false when there is none.
   */
  async rotate(teamId: number, influencerId: number, nonce: string, lifetimeDays: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `UPDATE influencer_logins l SET nonce = $3, expires_at = now() + make_interval(days => $4)
        WHERE l.team_id = $1 AND l.influencer_id = $2
          AND EXISTS (SELECT 1 FROM team_influencers ti
                       WHERE ti.team_id = l.team_id AND ti.influencer_id = l.influencer_id AND ti.represented)
        RETURNING l.id`,
      [teamId, influencerId, nonce, lifetimeDays],
    );
    return returning<{ id: number }>(rows).length > 0;
  }

  async connect(
    loginId: number,
    socialId: number,
    provider: string,
    providerAccountId: string | null,
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO influencer_login_connections (login_id, social_account_id, provider, provider_account_id)
       VALUES ($1, $2, $3, $4) ON CONFLICT (login_id, social_account_id) DO NOTHING`,
      [loginId, socialId, provider, providerAccountId],
    );
  }
}
