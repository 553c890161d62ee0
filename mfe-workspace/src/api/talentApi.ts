import {
  API,
  ROSTER_PAGE_SIZES,
  type BulkTagAction,
  type InfluencerTeamSettings,
  type RateCardRow,
  type RosterQuery as RosterApiQuery,
  type RosterSort as RosterApiSort,
} from '@tpp/contracts';
import { api } from '@tpp/session';
import { call } from './workspaceQueries';

/** 'none' (roster order), 'name' or 'followers' (primary followers; the sheet editor's headers). */
export type RosterSort = RosterApiSort;

/** The roster page's page sizes (25/50). */
export type RosterPageSize = (typeof ROSTER_PAGE_SIZES)[number];

/** GET /api/user/influencers query (contract RosterQuery, with sort, page and limit always sent). */
export interface RosterQuery extends Omit<RosterApiQuery, 'sort' | 'page' | 'limit'> {
  sort: RosterSort;
  page: number;
  limit: NonNullable<RosterApiQuery['limit']>;
}

/** The talent calls of the workspace (docs/product/roster-and-talent.md). */
export const talentApi = {
  roster: (query: RosterQuery, signal?: AbortSignal) => call(API.talent.roster, { query, signal }),
  profile: (influencerId: string | number, signal?: AbortSignal) =>
    call(API.talent.profile, { params: { id: influencerId }, signal }),
  extraData: (influencerId: string | number, signal?: AbortSignal) =>
    call(API.talent.extraData, { params: { id: influencerId }, signal }),
  /** The team's display settings, read from this team's public profile answer. */
  teamProfile: (influencerId: string | number, teamId: number, signal?: AbortSignal) =>
    call(API.publicTalent.teamProfile, { params: { id: influencerId, teamId }, signal }),
  teamTags: (signal?: AbortSignal) => call(API.talent.teamTags, { signal }),
  saveCustomDescription: (influencerId: number, description: string) =>
    call(API.talent.customDescription, { body: { description, influencer_id: influencerId } }),
  /** The draft rendered as the profile would show it; a read (it saves nothing, so marks nothing stale). */
  previewDescription: (description: string, signal?: AbortSignal) =>
    api.call(API.talent.descriptionPreview, { body: { description }, signal }),
  saveTagline: (influencerId: number, tagline: string) =>
    call(API.talent.customTagline, { body: { tagline, influencer_id: influencerId } }),
  saveTags: (influencerId: number, tags: string[]) =>
    call(API.talent.tags, { body: { influencer_id: influencerId, tags } }),
  /** Adds tags to (or removes them from) many creators at once; adding pitches directory creators. */
  bulkTags: (influencerIds: number[], tags: string[], action: BulkTagAction) =>
    call(API.talent.bulkTags, { body: { influencer_ids: influencerIds, tags, action } }),
  saveDisplayTags: (influencerId: number, tags: string[]) =>
    call(API.talent.displayTags, { body: { influencer_id: influencerId, tags } }),
  saveLocation: (influencerId: number, city: string, state: string) =>
    call(API.talent.location, { body: { city, state, influencer_id: influencerId } }),
  saveHiddenStats: (influencerId: number, hiddenStats: Record<string, string[]>) =>
    call(API.talent.advancedSettings, {
      body: { influencer_id: influencerId, stringifiedSettings: JSON.stringify(hiddenStats) },
    }),
  saveInfluencerSettings: (influencerId: number, settings: Partial<InfluencerTeamSettings>) =>
    call(API.talent.settings, { body: { influencer_id: influencerId, settings } }),
  saveRateCard: (influencerId: number, rateCard: RateCardRow[], removeRateCard: boolean) =>
    call(API.talent.rateCard, {
      body: { rate_card: rateCard, influencer_id: influencerId, removeRateCard },
    }),
  removeFromRoster: (influencerId: number) =>
    call(API.talent.removeFromRoster, { body: { influencer_id: influencerId } }),
};
