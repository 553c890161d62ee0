import type { EditablePost, InfluencerExtraData, SocialPlatform } from '@tpp/contracts';
import type { PostRow, RosterEntryRow, SocialAccountRow } from '../repositories/profile.repository.js';
import { emptyPostLists, mapPost } from './profile.mapper.js';

/** Every post of every account by list, the team's hidden ones flagged, and notable followers. */
export function mapExtraData(
  entry: RosterEntryRow,
  accounts: SocialAccountRow[],
  posts: PostRow[],
): InfluencerExtraData {
  const hidden = new Set(entry.excluded_post_ids);
  return {
    influencer_id: entry.id,
    excluded_post_ids: entry.excluded_post_ids,
    accounts: accounts.map((account) => {
      const lists = emptyPostLists<EditablePost>();
      for (const post of posts)
        if (post.social_account_id === account.id)
          lists[post.post_type].push({
            ...mapPost(post),
            post_type: post.post_type,
            hidden: hidden.has(post.post_id),
          });
      return {
        id: account.id,
        platform: account.platform as SocialPlatform,
        platform_account_name: account.platform_account_name,
        profile_url: account.profile_url,
        primary: account.id === entry.primary_social_id,
        posts: lists,
        notable_followers: account.notable_followers ?? [],
      };
    }),
  };
}
