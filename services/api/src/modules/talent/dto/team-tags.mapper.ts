import type { TeamTagsResponse } from '@tpp/contracts';
import { isCustomTag, MASTER_TAGS } from '../../talent-data/catalog/index.js';
import type { TagRow } from '../repositories/roster.repository.js';

/** The master tags plus the team's own, the tags in use, and tag -> creator ids. */
export function mapTeamTags(rows: TagRow[]): TeamTagsResponse {
  const customTags = rows.map((row) => row.tag).filter(isCustomTag);
  return {
    tags: [...MASTER_TAGS, ...customTags],
    master_tags: [...MASTER_TAGS],
    used_tags: rows.map((row) => row.tag),
    tagged_influencers: Object.fromEntries(rows.map((row) => [row.tag, row.ids])),
  };
}
