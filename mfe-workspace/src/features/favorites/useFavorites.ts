import { useCallback } from 'react';
import type { FavoriteInfluencer, FavoritesResponse } from '@tpp/contracts';
import { useLoad, type Load } from '../../components/useLoad';
import { favoritesApi } from '../../api/favoritesApi';

export type FavoritesLoad = Load<FavoritesResponse>;

const LOAD_FAILED = 'Favorites could not be loaded.';

/** GET /api/search/influencers/favorites?page= (50 per page); rows can be replaced after a heart toggle. */
export function useFavorites(page: number) {
  const { load, reload, update } = useLoad((signal) => favoritesApi.list(page, signal), [page], LOAD_FAILED);
  const replace = useCallback(
    (influencerId: number, change: (influencer: FavoriteInfluencer) => FavoriteInfluencer) =>
      update((data) => ({
        ...data,
        influencers: data.influencers.map((influencer) =>
          influencer.id === influencerId ? change(influencer) : influencer,
        ),
      })),
    [update],
  );
  return { load, reload, replace };
}
