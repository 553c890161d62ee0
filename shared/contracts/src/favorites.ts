/** /favorites: the creators the team's brands or members liked. */
import type { RosterInfluencer } from './talent.js';

/** A sheet named by its public id and title. */
export interface SheetRef {
  id: string;
  title: string;
}

/** A creator on /favorites: liked by a brand on one of the team's sheets, or by a team member. */
export interface FavoriteInfluencer extends RosterInfluencer {
  like_count: number;
  last_liked_at: string;
  /** The sheets the likes came from (id and title). */
  sheets: SheetRef[];
  liked_by_me: boolean;
  /** The brand responses that liked the creator (newest first, at most 5), each a conversation in Messages. */
  responses: ResponseRef[];
}

/** A brand response as a conversation in Messages. */
export interface ResponseRef {
  conversation_id: number;
  responder_name: string;
}

/** GET /api/search/influencers/favorites?page= (50 per page). */
export interface FavoritesResponse {
  influencers: FavoriteInfluencer[];
  total: number;
  page: number;
  limit: number;
}
