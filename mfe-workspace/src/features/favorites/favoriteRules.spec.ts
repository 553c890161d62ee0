import { describe, expect, it } from '@jest/globals';
import type { FavoriteInfluencer } from '@tpp/contracts';
import { toggledFavorite } from './favoriteRules';

const row = { id: 1, like_count: 2, liked_by_me: false } as FavoriteInfluencer;

describe('favorite toggle', () => {
  it('counts the current user in and out once', () => {
    const liked = toggledFavorite(row, true);
    expect(liked).toMatchObject({ liked_by_me: true, like_count: 3 });
    expect(toggledFavorite(liked, true)).toBe(liked);
    expect(toggledFavorite(liked, false)).toMatchObject({ liked_by_me: false, like_count: 2 });
    expect(toggledFavorite({ ...row, liked_by_me: true, like_count: 0 }, false).like_count).toBe(0);
  });
});
