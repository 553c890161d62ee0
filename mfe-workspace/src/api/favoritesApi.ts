import { API } from '@tpp/contracts';
import { call } from './workspaceQueries';

/** Favorites and the current user's own likes (docs/product/sheets-campaigns-collections.md). */
export const favoritesApi = {
  list: (page: number, signal?: AbortSignal) => call(API.likes.favorites, { query: { page }, signal }),
  like: (influencerId: number, teamId: number) =>
    call(API.likes.add, { body: { influencer_id: influencerId, team_id: teamId } }),
  unlike: (influencerId: number, teamId: number) =>
    call(API.likes.remove, { query: { influencer_id: influencerId, team_id: teamId } }),
  /** The hearts one creator got on one sheet; a brand's carries its response's conversation. */
  sheetLikes: (sheetId: string, influencerId: number, signal?: AbortSignal) =>
    call(API.likes.list, { query: { salesheet_id: sheetId, influencer_id: influencerId }, signal }),
};
