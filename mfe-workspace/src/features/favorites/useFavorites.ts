import { useCallback } from 'react';
import type { FavoriteInfluencer, FavoritesResponse } from '@tpp/contracts';
import { apiQueryClient, useApiQuery } from '@tpp/session';
import { favoritesApi } from '../../api/favoritesApi';
import { workspaceKeys } from '../../api/workspaceQueries';

export const FAVORITES_LOAD_FAILED = 'Favorites could not be loaded.';

/** GET /api/search/influencers/favorites?page= (50 per page); rows can be replaced after a heart toggle. */
export function useFavorites(page: number) {
  const query = useApiQuery(workspaceKeys.favorites(page), (signal) => favoritesApi.list(page, signal), {
    keepPrevious: true,
  });
  const replace = useCallback(
    (influencerId: number, change: (influencer: FavoriteInfluencer) => FavoriteInfluencer) =>
      apiQueryClient().setQueryData<FavoritesResponse>(workspaceKeys.favorites(page), (data) =>
        data
          ? {
              ...data,
              influencers: data.influencers.map((influencer) =>
                influencer.id === influencerId ? change(influencer) : influencer,
              ),
            }
          : data,
      ),
    [page],
  );
  return { query, replace };
}
