import type { RosterInfluencer, RosterResponse } from '@tpp/contracts';

/** A roster row for unit tests. */
export function rosterRow(id: number, overrides: Partial<RosterInfluencer> = {}): RosterInfluencer {
  return {
    id,
    fullname: `Creator ${id}`,
    tagline: null,
    picture_main_url: `/api/avatars/${id}.svg`,
    tags: ['Fitness', 'Travel'],
    display_tags: [],
    city: 'Austin',
    state: 'TX',
    primary_account_id: id * 10,
    primary_platform: 'instagram',
    primary_handle: `creator${id}`,
    primary_followers: 12_300,
    primary_engagement_rate: 2.5,
    total_reach: 12_300,
    average_views: { value: 4_200, platform: 'instagram' },
    primary_us_audience_share: 61.5,
    description_excerpt: `Creator ${id} makes travel videos.`,
    socials: [{ id: id * 10, platform: 'instagram', followers: 12_300, handle: `creator${id}` }],
    ...overrides,
  };
}

export function rosterAnswer(count: number, total = count): RosterResponse {
  return {
    influencers: Array.from({ length: count }, (_, index) => rosterRow(index + 1)),
    total_influencers: total,
    reach: 0,
  };
}
