import type { FavoriteInfluencer } from '@tpp/contracts';

/** The row after the current user's heart was toggled: liked_by_me flips and the count follows. */
export function toggledFavorite(influencer: FavoriteInfluencer, liked: boolean): FavoriteInfluencer {
  if (influencer.liked_by_me === liked) return influencer;
  return {
    ...influencer,
    liked_by_me: liked,
    like_count: Math.max(0, influencer.like_count + (liked ? 1 : -1)),
  };
}
