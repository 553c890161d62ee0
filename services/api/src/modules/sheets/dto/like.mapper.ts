import type { FavoriteInfluencer, InfluencerLike, RosterInfluencer } from '@tpp/contracts';
import type { FavoriteRow, LikeRow } from '../repositories/likes.repository.js';
import { iso } from './sheet.mapper.js';

export function mapInfluencerLike(row: LikeRow): InfluencerLike {
  return {
    id: row.id,
    influencer_id: row.influencer_id,
    salesheet_id: row.salesheet_id,
    team_id: row.team_id,
    source: row.source,
    responder_name: row.responder_name,
    responder_email: row.responder_email,
    user_id: row.user_id,
    created_at: iso(row.created_at),
    conversation_id: row.conversation_id,
  };
}

/** A creator on the favorites page: the roster row plus the team's likes of them. */
export function mapFavoriteInfluencer(influencer: RosterInfluencer, row: FavoriteRow): FavoriteInfluencer {
  return {
    ...influencer,
    like_count: row.like_count,
    last_liked_at: iso(row.last_liked_at),
    sheets: (row.sheets ?? []).map(([id, title]) => ({ id, title })),
    liked_by_me: row.liked_by_me,
    responses: (row.responses ?? []).map(([conversationId, name]) => ({
      conversation_id: conversationId,
      responder_name: name,
    })),
  };
}
