import {
  DEFAULT_TEAM_DISPLAY_SETTINGS,
  type CastingCall,
  type InfluencerProfile,
  type PublicTeam,
  type RosterCard,
  type SocialAccount,
  type TeamDisplaySettings,
} from '@tpp/contracts';

/** Test data builders for the profile components (also handy for the workspace's tests). */

export function displaySettings(overrides: Partial<TeamDisplaySettings> = {}): TeamDisplaySettings {
  return {
    ...DEFAULT_TEAM_DISPLAY_SETTINGS,
    displayAccentColor: '#b8902f',
    displaySecondaryAccentColor: '#1f5f99',
    ...overrides,
  };
}

function posts(prefix: string, count: number) {
  return Array.from({ length: count }, (_, index) => ({
    post_id: `${prefix}-${index + 1}`,
    link: `https://example.com/p/${prefix}-${index + 1}`,
    image: `https://img.example.com/${prefix}-${index + 1}.jpg`,
    thumbnail: '',
    caption: `${prefix} post ${index + 1}`,
    text: '',
    stat: { likes: 1000 + index, comments: 10 + index, views: null },
  }));
}

export function socialAccount(overrides: Partial<SocialAccount> = {}): SocialAccount {
  return {
    id: 11,
    platform: 'instagram',
    platform_account_name: 'ava',
    platform_account_nickname: 'ava.styles',
    platform_account_id: '111',
    profile_url: 'https://instagram.com/ava.styles',
    picture_main_url: 'https://img.example.com/ava.jpg',
    followers: 125000,
    engagement_rate: 3.21,
    avg_likes: 4200,
    avg_views: 15000,
    avg_comments: 120,
    avg_story_reach: 9000,
    avg_story_clicks: 300,
    avg_reels_plays: 20000,
    avg_reels_engagement: 2.1,
    us_audience_share: 0.6,
    audience_female_percent: 64,
    audience_male_percent: 36,
    audience_followers: {
      audience_gender: [
        { code: 'FEMALE', weight: 0.64 },
        { code: 'MALE', weight: 0.36 },
      ],
      audience_ages_object: { '13-17': 0.05, '18-24': 0.35, '25-34': 0.4, '35-44': 0.15, '45-64': 0.05 },
      audience_geo: {
        countries: [
          { code: 'US', name: 'United States', weight: 0.5512 },
          { code: 'GB', name: 'United Kingdom', weight: 0.1 },
          { code: 'CA', name: 'Canada', weight: 0.08 },
          { code: 'AU', name: 'Australia', weight: 0.05 },
          { code: 'DE', name: 'Germany', weight: 0.03 },
          { code: 'FR', name: 'France', weight: 0.02 },
        ],
        cities: [
          { name: 'New York', weight: 0.12345 },
          { name: 'Los Angeles', weight: 0.08 },
        ],
      },
      audience_interests: [
        { name: 'Fashion', weight: 0.4 },
        { name: 'Beauty', weight: 0.3 },
      ],
    },
    notable_followers: [],
    top_posts: posts('top', 5),
    top_reels: posts('reel', 2),
    recent_posts: posts('recent', 4),
    commercial_posts: [],
    primary: true,
    ...overrides,
  };
}

export function influencerProfile(overrides: Partial<InfluencerProfile> = {}): InfluencerProfile {
  return {
    id: 7,
    fullname: 'Ava Stone',
    tagline: 'Style & travel',
    description: 'Hello **world**',
    description_html: '<p>Hello <strong>world</strong></p>',
    custom_description: null,
    custom_description_html: null,
    tags: ['Fashion', 'Travel', 'Beauty', 'Lifestyle'],
    custom_tags: ['Northstar Pick'],
    display_tags: [],
    custom_picture: null,
    picture_main_url: 'https://img.example.com/ava.jpg',
    city: 'Austin',
    state: 'TX',
    country: 'United States',
    age_range: '25-34',
    gender: 'female',
    socials: [socialAccount()],
    primary_account_id: 11,
    primary_engagement_rate: 3.21,
    hide_engagement_rate: false,
    primary_female_audience: 64,
    primary_age_group: { age_group: '25-34', percentage: 40 },
    rate_card: null,
    case_studies: [],
    last_data_update: null,
    stat_display_settings: {},
    team_settings: { custom_display_name: null, excluded_post_ids: [], disabledInfoBoxes: [] },
    team_id: 3,
    with_advanced_data: true,
    ...overrides,
  };
}

export function publicTeam(overrides: Partial<PublicTeam> = {}): PublicTeam {
  return {
    id: 3,
    team_name: 'Northstar Talent',
    team_image_url: null,
    team_bio: 'Creators who travel well.',
    team_contact_email: 'hello@northstar.example',
    team_phone: null,
    team_homepage: null,
    display_settings: displaySettings(),
    ...overrides,
  };
}

export function rosterCard(overrides: Partial<RosterCard> = {}): RosterCard {
  return {
    id: 7,
    fullname: 'Ava Stone',
    tagline: 'Style & travel',
    picture_main_url: 'https://img.example.com/ava.jpg',
    total_reach: 250000,
    average_views: { value: 48000, platform: 'instagram' },
    socials: [{ id: 11, platform: 'instagram', followers: 125000, handle: 'ava.styles' }],
    primary_engagement_rate: 3.21,
    hide_engagement_rate: false,
    primary_female_audience: 64,
    primary_age_group: { age_group: '25-34', percentage: 40 },
    display_tags: [],
    ...overrides,
  };
}

/** A Creator Call as the API answers it: open, no deadline, no response of the team yet. */
export const creatorCall = (id: number, title: string, extra: Partial<CastingCall> = {}): CastingCall => ({
  id,
  title,
  description: 'Looking for creators',
  start_date: '2026-12-01',
  end_date: '2027-01-15',
  deliverables: '1 reel, 3 stories',
  locations: null,
  compensation: '$2,000 per creator',
  brandRepresented: 'Lumen Skincare',
  displayImages: [],
  team_image_url: null,
  team_name: 'Lumen',
  response_sheet_id: null,
  response_status: null,
  response_deadline: null,
  closed: false,
  created_at: '2026-11-01T10:00:00Z',
  ...extra,
});
