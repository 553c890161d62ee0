import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ExistingSocialCreator, RequestedSocial } from '@tpp/contracts';
import { DataSource } from 'typeorm';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import type { GeneratedAccount } from '../../talent-data/generator/generate.js';
import { ACCOUNT_VALUE_COLUMNS, accountValues } from '../../talent-data/loader/batch-builder.js';
import type { FetchedCreator } from '../providers/social-data-provider.js';

/** The creators Add Talent reads and writes: accounts by handle, new creators with accounts and posts. */
@Injectable()
export class IntakeCreatorsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The first of these accounts that is on the team's roster, with the creator's name for the team. */
  async onTeamRoster(
    teamId: number,
    socials: readonly Pick<RequestedSocial, 'platform' | 'handle'>[],
  ): Promise<ExistingSocialCreator | null> {
    if (!socials.length) return null;
    const rows: ExistingSocialCreator[] = await this.db.query(
      `SELECT s.influencer_id, coalesce(nullif(btrim(ti.custom_display_name), ''), i.fullname) AS fullname,
              s.platform, s.platform_account_name AS handle
         FROM jsonb_to_recordset($2::jsonb) AS r(platform text, handle text, n int)
         JOIN social_accounts s ON s.platform = r.platform AND lower(s.platform_account_name) = lower(r.handle)
         JOIN team_influencers ti ON ti.influencer_id = s.influencer_id AND ti.team_id = $1 AND ti.represented
         JOIN influencers i ON i.id = s.influencer_id
        ORDER BY r.n LIMIT 1`,
      [
        teamId,
        JSON.stringify(socials.map((social, n) => ({ platform: social.platform, handle: social.handle, n }))),
      ],
    );
    return rows[0] ?? null;
  }

  /** The creator who already owns one of these accounts anywhere on the platform (the primary's first). */
  async ownerOf(socials: readonly RequestedSocial[], db: Queryable = this.db): Promise<number | null> {
    const ordered = [...socials].sort((a, b) => Number(b.primary) - Number(a.primary));
    const rows: { influencer_id: number }[] = await db.query(
      `SELECT s.influencer_id FROM jsonb_to_recordset($1::jsonb) AS r(platform text, handle text, n int)
         JOIN social_accounts s ON s.platform = r.platform AND lower(s.platform_account_name) = lower(r.handle)
        ORDER BY r.n LIMIT 1`,
      [JSON.stringify(ordered.map((social, n) => ({ platform: social.platform, handle: social.handle, n })))],
    );
    return rows[0]?.influencer_id ?? null;
  }

  /** Inserts a creator with its accounts and posts; the primary account becomes primary_social_id. */
  async insertCreator(
    name: string,
    teamId: number,
    data: FetchedCreator,
    db: Queryable = this.db,
  ): Promise<number> {
    const rows: { id: number }[] = await db.query(
      `INSERT INTO influencers (fullname, description, picture_main_url, gender, birth_year, age, age_range,
                                city, state, country, primary_team_id, last_data_update)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now()) RETURNING id`,
      [
        name,
        data.description,
        data.picture_main_url,
        data.gender,
        data.birth_year,
        data.age,
        data.age_range,
        data.city,
        data.state,
        data.country,
        teamId,
      ],
    );
    const id = rows[0]!.id;
    await this.addAccounts(id, data.accounts, db);
    return id;
  }

  /** Adds the accounts the creator does not have yet (an account owned elsewhere is left alone). */
  async addAccounts(
    influencerId: number,
    accounts: readonly GeneratedAccount[],
    db: Queryable = this.db,
  ): Promise<void> {
    for (const account of accounts) {
      const values = accountValues(account);
      const placeholders = values.map((_, n) => {
        const column = ACCOUNT_VALUE_COLUMNS[n];
        return column === 'audience' || column === 'notable_followers' ? `$${n + 2}::jsonb` : `$${n + 2}`;
      });
      const inserted: { id: number }[] = await db.query(
        `INSERT INTO social_accounts (influencer_id, ${ACCOUNT_VALUE_COLUMNS.join(', ')})
         VALUES ($1, ${placeholders.join(', ')})
         ON CONFLICT (platform, lower(platform_account_name)) DO NOTHING RETURNING id`,
        [
          influencerId,
          ...values.map((value, n) => (placeholders[n]!.endsWith('::jsonb') ? JSON.stringify(value) : value)),
        ],
      );
      const socialId = inserted[0]?.id;
      if (socialId === undefined) continue;
      if (account.posts.length)
        await db.query(
          `INSERT INTO posts (social_account_id, post_type, post_id, link, image, thumbnail, caption, text, likes,
                              comments, views, posted_at, position)
           SELECT $1, p.post_type, p.post_id, p.link, p.image, p.thumbnail, p.caption, p.text, p.likes, p.comments,
                  p.views, p.posted_at, p.position
             FROM jsonb_to_recordset($2::jsonb) AS p(post_type text, post_id text, link text, image text,
                  thumbnail text, caption text, text text, likes bigint, comments bigint, views bigint,
                  posted_at timestamptz, position int)
           ON CONFLICT DO NOTHING`,
          [socialId, JSON.stringify(account.posts)],
        );
      if (account.is_primary)
        await db.query(
          `UPDATE influencers SET primary_social_id = $2, updated_at = now()
            WHERE id = $1 AND primary_social_id IS NULL`,
          [influencerId, socialId],
        );
    }
    await db.query(
      `UPDATE influencers SET primary_social_id = (
         SELECT id FROM social_accounts WHERE influencer_id = $1 ORDER BY is_primary DESC, followers DESC, id LIMIT 1)
        WHERE id = $1 AND primary_social_id IS NULL`,
      [influencerId],
    );
  }
}
