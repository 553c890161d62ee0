import type { NotableFollower, Post, PostType, SocialPlatform } from '@tpp/contracts';

// Mirrors the contract being added in @tpp/contracts (EditablePost, InfluencerExtraData); switch to
// those imports once they are committed.
export interface EditablePost extends Post {
  post_type: PostType;
  hidden: boolean;
}

/** GET /api/user/influencers/extra-data/{id}: every post of every account by type. */
export interface InfluencerExtraData {
  influencer_id: number;
  excluded_post_ids: string[];
  accounts: {
    id: number;
    platform: SocialPlatform;
    platform_account_name: string;
    profile_url: string;
    primary: boolean;
    posts: Record<PostType, EditablePost[]>;
    notable_followers: NotableFollower[];
  }[];
}
