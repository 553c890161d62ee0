import { useCallback, useEffect, useState } from 'react';
import type { FavoriteInfluencer, FavoritesResponse } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { favoritesApi } from './favoritesApi';

export type FavoritesLoad =
  | { state: 'loading'; previous: FavoritesResponse | null }
  | { state: 'failed'; message: string }
  | { state: 'ready'; data: FavoritesResponse };

const LOAD_FAILED = 'Favorites could not be loaded.';

/** GET /api/search/influencers/favorites?page= (50 per page); rows can be replaced after a heart toggle. */
export function useFavorites(page: number) {
  const [load, setLoad] = useState<FavoritesLoad>({ state: 'loading', previous: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setLoad((current) => ({
      state: 'loading',
      previous:
        current.state === 'ready' ? current.data : current.state === 'loading' ? current.previous : null,
    }));
    favoritesApi.list(page, controller.signal).then(
      (data) => setLoad({ state: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoad({ state: 'failed', message: errorMessage(error, LOAD_FAILED) });
      },
    );
    return () => controller.abort();
  }, [page, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback(
    (influencerId: number, change: (influencer: FavoriteInfluencer) => FavoriteInfluencer) =>
      setLoad((current) =>
        current.state === 'ready'
          ? {
              state: 'ready',
              data: {
                ...current.data,
                influencers: current.data.influencers.map((influencer) =>
                  influencer.id === influencerId ? change(influencer) : influencer,
                ),
              },
            }
          : current,
      ),
    [],
  );
  return { load, reload, replace };
}
