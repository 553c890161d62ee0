import type {
  Category,
  InfluencerProfile,
  RateCardRow,
  RosterQuery as RosterApiQuery,
  RosterResponse,
  RosterSort as RosterApiSort,
  TeamTagsResponse,
  InfluencerTeamSettings,
} from '@tpp/contracts';
import { api } from '@tpp/session';

/** 'none' (roster order), 'name' or 'followers' (primary followers; the sheet editor's headers). */
export type RosterSort = RosterApiSort;

/** GET /api/user/influencers query (contract RosterQuery, with sort, page and limit always sent). */
export interface RosterQuery extends Omit<RosterApiQuery, 'sort' | 'page' | 'limit'> {
  sort: RosterSort;
  page: number;
  limit: number;
}

const id = (influencerId: string | number) => encodeURIComponent(String(influencerId));

/** The talent calls of the workspace (spec: public-account-admin.md §7, workspace.md §7). */
export const talentApi = {
  roster: (query: RosterQuery, signal?: AbortSignal) =>
    api.get<RosterResponse>('/api/user/influencers', { query: { ...query }, signal }),
  profile: (influencerId: string | number, signal?: AbortSignal) =>
    api.get<InfluencerProfile>(`/api/influencers/profiles/${id(influencerId)}`, { signal }),
  extraData: <T>(influencerId: string | number, signal?: AbortSignal) =>
    api.get<T>(`/api/user/influencers/extra-data/${id(influencerId)}`, { signal }),
  teamTags: (signal?: AbortSignal) => api.get<TeamTagsResponse>('/api/user/team/tags', { signal }),
  categories: () => api.get<Category[]>('/api/categories'),
  saveCustomDescription: (influencerId: number, description: string) =>
    api.post<unknown>('/api/user/talent/custom-description', { description, influencer_id: influencerId }),
  saveTagline: (influencerId: number, tagline: string) =>
    api.post<unknown>('/api/user/talent/custom-tagline', { tagline, influencer_id: influencerId }),
  saveTags: (influencerId: number, tags: string[]) =>
    api.post<unknown>('/api/user/influencers/tags', { influencer_id: influencerId, tags }),
  saveDisplayTags: (influencerId: number, tags: string[]) =>
    api.post<unknown>('/api/user/influencers/display-tags', { influencer_id: influencerId, tags }),
  saveLocation: (influencerId: number, city: string, state: string) =>
    api.post<unknown>('/api/update-influencer-location', { city, state, influencer_id: influencerId }),
  saveHiddenStats: (influencerId: number, hiddenStats: Record<string, string[]>) =>
    api.post<unknown>('/api/team/advanced-influencer-settings', {
      influencer_id: influencerId,
      stringifiedSettings: JSON.stringify(hiddenStats),
    }),
  saveInfluencerSettings: (influencerId: number, settings: Partial<InfluencerTeamSettings>) =>
    api.post<unknown>('/api/team/influencer-settings', { influencer_id: influencerId, settings }),
  saveRateCard: (influencerId: number, rateCard: RateCardRow[], removeRateCard: boolean) =>
    api.post<unknown>('/api/user/talent/rate-card', {
      rate_card: rateCard,
      influencer_id: influencerId,
      removeRateCard,
    }),
  removeFromRoster: (influencerId: number) =>
    api.post<unknown>('/api/user/team/roster/remove', { influencer_id: influencerId }),
  deleteFromTeam: (influencerId: number) => api.delete<unknown>(`/api/team/influencer/${id(influencerId)}`),
};
