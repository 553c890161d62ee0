import type { FavoritesResponse, InfluencerLikeResponse } from '@tpp/contracts';
import { api } from '@tpp/session';

/** Favorites and the current user's own likes (workspace.md §7, Likes). */
export const favoritesApi = {
  list: (page: number, signal?: AbortSignal) =>
    api.get<FavoritesResponse>('/api/search/influencers/favorites', { query: { page }, signal }),
  like: (influencerId: number, teamId: number) =>
    api.post<InfluencerLikeResponse>('/api/user/influencer-likes', {
      influencer_id: influencerId,
      team_id: teamId,
    }),
  unlike: (influencerId: number, teamId: number) =>
    api.delete<InfluencerLikeResponse>('/api/user/influencer-likes', {
      query: { influencer_id: influencerId, team_id: teamId },
    }),
};
