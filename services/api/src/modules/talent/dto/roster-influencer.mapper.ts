import type { RosterInfluencer, RosterResponse } from '@tpp/contracts';
import type { RosterRow } from '../repositories/roster.repository.js';
import { isShownPlatform } from './roster-card.mapper.js';

/** A roster row of a creator (RosterRow with an id). */
export function mapRosterInfluencer(row: RosterRow & { id: number }): RosterInfluencer {
  const accounts = row.socials ?? [];
  const primary = accounts[0];
  return {
    id: row.id,
    fullname: row.fullname,
    tagline: row.tagline,
    picture_main_url: row.picture_main_url,
    tags: row.tags,
    display_tags: row.display_tags,
    city: row.city,
    state: row.state,
    primary_account_id: primary?.[0] ?? null,
    primary_platform: primary && isShownPlatform(primary[1]) ? primary[1] : null,
    primary_handle: primary?.[3] ?? null,
    primary_followers: primary ? Number(primary[2]) : 0,
    primary_engagement_rate: primary?.[4] ?? null,
    socials: accounts.flatMap(([id, platform, followers, handle]) =>
      isShownPlatform(platform) ? [{ id, platform, followers: Number(followers), handle }] : [],
    ),
  };
}

/** A page of the roster list; every row carries the totals of all matching creators. */
export function mapRosterPage(rows: RosterRow[]): RosterResponse {
  const first = rows[0];
  return {
    influencers: rows
      .filter((row): row is RosterRow & { id: number } => row.id !== null)
      .map(mapRosterInfluencer),
    total_influencers: first?.total ?? 0,
    reach: Number(first?.reach ?? 0),
  };
}
