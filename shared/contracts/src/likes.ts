/** Hearts on creators: a brand's from a shared sheet, a team member's from the workspace. */

export interface InfluencerLike {
  id: number;
  influencer_id: number;
  salesheet_id: string | null;
  team_id: number;
  /** 'brand': a heart sent from a shared sheet; 'team': a team member's favorite. */
  source: 'brand' | 'team';
  responder_name: string | null;
  responder_email: string | null;
  user_id: number | null;
  created_at: string;
  /** A brand heart: the conversation in Messages that holds the response it came with. */
  conversation_id: number | null;
}

/** GET /api/user/influencer-likes: one sheet's likes, or one creator's. */
export interface InfluencerLikesQuery {
  salesheet_id?: string;
  influencer_id?: number;
}

/** GET /api/user/influencer-likes?salesheet_id=&influencer_id= */
export interface InfluencerLikesResponse {
  likes: InfluencerLike[];
}

/** POST and DELETE /api/user/influencer-likes (DELETE takes them as query parameters). */
export interface InfluencerLikeRequest {
  influencer_id: number;
  salesheet_id?: string | null;
  team_id: number;
}

export interface InfluencerLikeResponse {
  success: true;
}
