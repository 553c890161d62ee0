import {
  SOCIAL_PLATFORMS,
  type PublicRosterResponse,
  type PublicTeam,
  type ReachByPlatform,
} from '@tpp/contracts';
import type { RosterStatsRow } from '../repositories/public-roster.repository.js';
import type { CardRow } from '../repositories/roster-card.sql.js';
import { isShownPlatform, mapRosterCard } from './roster-card.mapper.js';

/** The public roster: cards with the team's display settings applied, and stats over the whole roster. */
export function mapPublicRoster(
  team: PublicTeam,
  cards: CardRow[],
  stats: RosterStatsRow | undefined,
): PublicRosterResponse {
  const reachByPlatform = Object.fromEntries(
    SOCIAL_PLATFORMS.map((platform) => [platform, 0]),
  ) as ReachByPlatform;
  let totalReach = 0;
  for (const [platform, reach] of Object.entries(stats?.by_platform ?? {})) {
    totalReach += Number(reach);
    if (isShownPlatform(platform)) reachByPlatform[platform] = Number(reach);
  }
  const influencers = cards.map((row) => mapRosterCard(row, team.display_settings));
  return {
    team,
    influencers,
    stats: {
      creators: stats?.creators ?? influencers.length,
      total_reach: totalReach,
      reach_by_platform: reachByPlatform,
    },
  };
}
