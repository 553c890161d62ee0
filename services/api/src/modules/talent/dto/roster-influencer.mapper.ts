import { SHEET_LIMITS, type RosterInfluencer, type RosterResponse } from '@tpp/contracts';
import { averageViewsFigure, totalReach } from '../figures/figures.js';
import { markdownToPlainText, shorten } from '../markdown/plain-text.js';
import type { RosterRow } from '../repositories/roster.repository.js';
import { isShownPlatform } from './roster-card.mapper.js';

/** What the sheet editor shows of a creator's profile text: the team's custom description first ('-' hides both). */
function descriptionExcerpt(custom: string | null, description: string | null): string {
  if (custom?.trim() === '-') return '';
  const chosen = custom?.trim() ? custom : description;
  return shorten(markdownToPlainText(chosen), SHEET_LIMITS.editorDescriptionLength);
}

/** A roster row of a creator (RosterRow with an id). */
export function mapRosterInfluencer(row: RosterRow & { id: number }): RosterInfluencer {
  const accounts = row.socials ?? [];
  const primary = accounts[0];
  const primaryPlatform = primary && isShownPlatform(primary[1]) ? primary[1] : null;
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
    primary_platform: primaryPlatform,
    primary_handle: primary?.[3] ?? null,
    primary_followers: primary ? Number(primary[2]) : 0,
    primary_engagement_rate: primary?.[4] ?? null,
    total_reach: totalReach(accounts.map(([, , followers]) => ({ followers }))),
    average_views:
      primary && primaryPlatform
        ? averageViewsFigure({
            platform: primaryPlatform,
            avg_views: primary[5],
            avg_reels_plays: primary[7],
          })
        : null,
    primary_us_audience_share: primary?.[6] ?? null,
    description_excerpt: descriptionExcerpt(row.custom_description, row.description),
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
