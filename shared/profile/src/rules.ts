import {
  isDescriptionRemoval,
  nameSize,
  PROFILE_POSTS_PER_TYPE,
  type InfluencerProfile,
  type Post,
  type PostType,
  type SocialAccount,
  type TeamDisplaySettings,
  type WidgetKey,
} from '@tpp/contracts';

/** Every info box of a social account; the widget keys plus followers and the story stats. */
export type InfoBoxKey = WidgetKey | 'followers' | 'story_reach' | 'story_clicks';

/**
 * Info boxes by platform (spec: Talent profile): all get audience gender, age and countries;
 * instagram adds interests, engagement rate, cities, story reach and story clicks; tiktok and
 * youtube add average views, engagement rate and average likes.
 */
export function platformInfoBoxes(platform: string): InfoBoxKey[] {
  const common: InfoBoxKey[] = ['followers', 'audience_gender', 'audience_age', 'audience_countries'];
  if (platform === 'instagram') {
    return [
      ...common,
      'engagement_rate',
      'audience_cities',
      'audience_interests',
      'story_reach',
      'story_clicks',
    ];
  }
  if (platform === 'tiktok' || platform === 'youtube') {
    return [...common, 'avg_views', 'engagement_rate', 'avg_likes'];
  }
  return common;
}

/** Info boxes drawn from audience_followers: absent when the account has no detailed data. */
export const AUDIENCE_INFO_BOXES: readonly InfoBoxKey[] = [
  'audience_gender',
  'audience_age',
  'audience_countries',
  'audience_cities',
  'audience_interests',
];

/** Info boxes that are team widgets (Show/Hide Widgets, team_settings.disabledInfoBoxes). */
export function isWidgetKey(key: InfoBoxKey): key is WidgetKey {
  return key !== 'followers' && key !== 'story_reach' && key !== 'story_clicks';
}

/**
 * The stat key each info box is hidden by in stat_display_settings (social account id -> hidden
 * stat keys). Scalar stats use the social account's field names; audience boxes their widget key.
 */
export const INFO_BOX_STAT_KEY: Record<InfoBoxKey, string> = {
  followers: 'followers',
  engagement_rate: 'engagement_rate',
  avg_views: 'avg_views',
  avg_likes: 'avg_likes',
  story_reach: 'avg_story_reach',
  story_clicks: 'avg_story_clicks',
  audience_gender: 'audience_gender',
  audience_age: 'audience_age',
  audience_countries: 'audience_countries',
  audience_cities: 'audience_cities',
  audience_interests: 'audience_interests',
};

/** Whether the account has a value for the box (engagement 'if present', average likes 'if nonzero'). */
export function hasInfoBoxData(account: SocialAccount, key: InfoBoxKey): boolean {
  switch (key) {
    case 'followers':
      return true;
    case 'engagement_rate':
      return account.engagement_rate !== null;
    case 'avg_views':
      return account.avg_views !== null;
    case 'avg_likes':
      return !!account.avg_likes;
    case 'story_reach':
      return account.avg_story_reach !== null;
    case 'story_clicks':
      return account.avg_story_clicks !== null;
    default:
      return account.audience_followers !== null;
  }
}

export interface InfoBoxVisibility {
  key: InfoBoxKey;
  /** Shown to viewers. */
  visible: boolean;
  /** Off by a team widget choice (team_settings.disabledInfoBoxes). */
  widgetDisabled: boolean;
  /** Off by the per-account stat choice (stat_display_settings). */
  statHidden: boolean;
}

export interface VisibilityOverrides {
  /** Draft widget choice while 'Show/Hide Widgets' is being edited. */
  disabledInfoBoxes?: readonly WidgetKey[];
  /** Draft hidden stats while 'Alter Displayed Statistics' is being edited. */
  statDisplaySettings?: Record<string, readonly string[]>;
}

/**
 * Which info boxes an account shows, and why the others are off. Boxes without data are left out
 * entirely; team-level switches (displayNoWidgets, displayNoEngagment, hide_engagement_rate) hide
 * what they cover for everyone, including in edit modes.
 */
export function infoBoxVisibility(
  account: SocialAccount,
  profile: Pick<InfluencerProfile, 'team_settings' | 'stat_display_settings' | 'hide_engagement_rate'>,
  display: Pick<TeamDisplaySettings, 'displayNoWidgets' | 'displayNoEngagment'>,
  overrides: VisibilityOverrides = {},
): InfoBoxVisibility[] {
  const disabled = new Set<string>(overrides.disabledInfoBoxes ?? profile.team_settings.disabledInfoBoxes);
  const statSettings = overrides.statDisplaySettings ?? profile.stat_display_settings;
  const hiddenStats = new Set<string>(statSettings[String(account.id)] ?? []);
  const engagementOff = profile.hide_engagement_rate || display.displayNoEngagment;
  const result: InfoBoxVisibility[] = [];
  for (const key of platformInfoBoxes(account.platform)) {
    if (!hasInfoBoxData(account, key)) continue;
    if (key === 'engagement_rate' && engagementOff) continue;
    if (key !== 'followers' && display.displayNoWidgets) continue;
    const widgetDisabled = isWidgetKey(key) && disabled.has(key);
    const statHidden = hiddenStats.has(INFO_BOX_STAT_KEY[key]);
    result.push({ key, visible: !widgetDisabled && !statHidden, widgetDisabled, statHidden });
  }
  return result;
}

/** The posts of one category on the profile: hidden posts removed, then the first 3. */
export function visiblePosts(
  account: SocialAccount,
  type: PostType,
  excludedPostIds: readonly string[],
  limit: number = PROFILE_POSTS_PER_TYPE,
): Post[] {
  const excluded = new Set(excludedPostIds);
  return (account[type] ?? []).filter((post) => !excluded.has(post.post_id)).slice(0, limit);
}

/** The name shown for a creator: the team's custom display name when set. */
export function displayName(profile: Pick<InfluencerProfile, 'fullname' | 'team_settings'>): string {
  return profile.team_settings.custom_display_name?.trim() || profile.fullname;
}

/**
 * The classes of a creator's name (`base` is the element's own class): a name above 18 characters
 * adds `pf-name--smaller`, above 30 `pf-name--smallest` (profile.css scales the element's size).
 */
export function nameClassName(base: string, name: string): string {
  const size = nameSize(name);
  return size === 'regular' ? base : `${base} pf-name--${size}`;
}

/** The portrait: the team's custom picture when set. */
export function portraitUrl(profile: Pick<InfluencerProfile, 'custom_picture' | 'picture_main_url'>): string {
  return profile.custom_picture || profile.picture_main_url;
}

/** 'City, State, Country' from the parts that are set. */
export function locationText(profile: Pick<InfluencerProfile, 'city' | 'state' | 'country'>): string {
  return [profile.city, profile.state, profile.country].filter((part) => part && part.trim()).join(', ');
}

/** The description HTML: the team's custom one when set, else the default. */
export function descriptionHtml(
  profile: Pick<InfluencerProfile, 'custom_description' | 'custom_description_html' | 'description_html'>,
): string {
  if (profile.custom_description !== null && isDescriptionRemoval(profile.custom_description)) return '';
  if (profile.custom_description !== null && profile.custom_description_html !== null) {
    return profile.custom_description_html;
  }
  return profile.description_html;
}

/** The address of a creator's public profile (only the primary team id is used in public links). */
export function publicProfilePath(influencerId: number, teamId?: number | null): string {
  return teamId ? `/public/profile/${influencerId}/team/${teamId}` : `/public/profile/${influencerId}`;
}
