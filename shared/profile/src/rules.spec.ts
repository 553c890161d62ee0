import { describe, expect, it } from '@jest/globals';
import { displaySettings, influencerProfile, socialAccount } from './testing/fixtures.js';
import { descriptionHtml, displayName, infoBoxVisibility, platformInfoBoxes, visiblePosts } from './rules.js';
import {
  contrastRatio,
  fontStack,
  readableAccent,
  rosterListClass,
  safeColour,
  themeProps,
} from './theme.js';

const visibleKeys = (...args: Parameters<typeof infoBoxVisibility>) =>
  infoBoxVisibility(...args)
    .filter((box) => box.visible)
    .map((box) => box.key);

describe('info boxes by platform', () => {
  it('follows the spec: common three, instagram extras, tiktok/youtube extras', () => {
    expect(platformInfoBoxes('instagram')).toEqual([
      'followers',
      'audience_gender',
      'audience_age',
      'audience_countries',
      'engagement_rate',
      'audience_cities',
      'audience_interests',
      'story_reach',
      'story_clicks',
    ]);
    expect(platformInfoBoxes('youtube')).toEqual([
      'followers',
      'audience_gender',
      'audience_age',
      'audience_countries',
      'avg_views',
      'engagement_rate',
      'avg_likes',
    ]);
    expect(platformInfoBoxes('twitch')).toEqual([
      'followers',
      'audience_gender',
      'audience_age',
      'audience_countries',
    ]);
  });
});

describe('infoBoxVisibility', () => {
  const account = socialAccount();
  const profile = influencerProfile();
  const display = displaySettings();

  it('shows every instagram box with data by default', () => {
    expect(visibleKeys(account, profile, display)).toEqual(platformInfoBoxes('instagram'));
  });

  it('hides widgets listed in team_settings.disabledInfoBoxes', () => {
    const hidden = influencerProfile({
      team_settings: { ...profile.team_settings, disabledInfoBoxes: ['audience_gender', 'audience_cities'] },
    });
    const keys = visibleKeys(account, hidden, display);
    expect(keys).not.toContain('audience_gender');
    expect(keys).not.toContain('audience_cities');
    expect(keys).toContain('audience_age');
  });

  it('displayNoWidgets leaves only the follower count', () => {
    expect(visibleKeys(account, profile, displaySettings({ displayNoWidgets: true }))).toEqual(['followers']);
  });

  it('hides stats per social account by stat_display_settings', () => {
    const hidden = influencerProfile({
      stat_display_settings: { '11': ['engagement_rate', 'avg_story_reach'], '99': ['followers'] },
    });
    const keys = visibleKeys(account, hidden, display);
    expect(keys).not.toContain('engagement_rate');
    expect(keys).not.toContain('story_reach');
    expect(keys).toContain('followers');
  });

  it('displayNoEngagment and hide_engagement_rate remove the engagement rate', () => {
    expect(visibleKeys(account, profile, displaySettings({ displayNoEngagment: true }))).not.toContain(
      'engagement_rate',
    );
    expect(visibleKeys(account, influencerProfile({ hide_engagement_rate: true }), display)).not.toContain(
      'engagement_rate',
    );
  });

  it('leaves out boxes without data: engagement when absent, average likes when zero, audience when no data', () => {
    const tiktok = socialAccount({
      platform: 'tiktok',
      engagement_rate: null,
      avg_likes: 0,
      audience_followers: null,
    });
    expect(visibleKeys(tiktok, profile, display)).toEqual(['followers', 'avg_views']);
  });

  it('marks why a box is off, for the edit modes', () => {
    const boxes = infoBoxVisibility(account, profile, display, {
      disabledInfoBoxes: ['audience_age'],
      statDisplaySettings: { '11': ['followers'] },
    });
    expect(boxes.find((box) => box.key === 'audience_age')).toMatchObject({
      visible: false,
      widgetDisabled: true,
    });
    expect(boxes.find((box) => box.key === 'followers')).toMatchObject({ visible: false, statHidden: true });
  });
});

describe('visiblePosts', () => {
  it('removes hidden posts, then keeps 3 per type', () => {
    const account = socialAccount();
    expect(visiblePosts(account, 'top_posts', []).map((post) => post.post_id)).toEqual([
      'top-1',
      'top-2',
      'top-3',
    ]);
    expect(visiblePosts(account, 'top_posts', ['top-1', 'top-3']).map((post) => post.post_id)).toEqual([
      'top-2',
      'top-4',
      'top-5',
    ]);
    expect(visiblePosts(account, 'commercial_posts', [])).toEqual([]);
  });
});

describe('profile text', () => {
  it('prefers the custom display name and custom description', () => {
    const profile = influencerProfile({
      team_settings: { custom_display_name: 'Ava S.', excluded_post_ids: [], disabledInfoBoxes: [] },
      custom_description: 'Custom',
      custom_description_html: '<p>Custom</p>',
    });
    expect(displayName(profile)).toBe('Ava S.');
    expect(descriptionHtml(profile)).toBe('<p>Custom</p>');
    expect(
      descriptionHtml(influencerProfile({ custom_description: '-', custom_description_html: '<p>-</p>' })),
    ).toBe('');
    expect(descriptionHtml(influencerProfile())).toBe('<p>Hello <strong>world</strong></p>');
  });
});

describe('theme', () => {
  it('maps known fonts to local stacks and keeps unknown names out', () => {
    expect(fontStack('neuton')).toContain('Neuton');
    expect(fontStack('Montserrat')).toContain('Montserrat');
    expect(fontStack('url(https://evil)')).toContain('Neuton');
  });

  it('accepts plain colours only', () => {
    expect(safeColour('#123abc')).toBe('#123abc');
    expect(safeColour('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
    expect(safeColour('red; background: url(x)')).toBeNull();
    expect(safeColour('')).toBeNull();
    expect(safeColour('shine-gold')).toBe('#b8902f');
  });

  it('keeps a readable accent for text and focus: the shine-gold darkened on light pages', () => {
    const rgb = (hex: string) =>
      [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
    const light = readableAccent('#b8902f');
    expect(light).not.toBeNull();
    expect(contrastRatio(rgb(light!), [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
    expect(light).not.toBe('#b8902f');
    // A dark enough accent stays as it is; on a dark page a light accent stays light.
    expect(readableAccent('#1f5f99')).toBe('#1f5f99');
    expect(readableAccent('#b8902f', true)).toBe('#b8902f');
    expect(readableAccent('rgb(1, 2, 3)')).toBeNull();
    const theme = themeProps(displaySettings({ displayAccentColor: 'shine-gold' }));
    const style = theme.style as Record<string, string>;
    expect(style['--pf-accent']).toBe('#b8902f');
    expect(style['--tpp-accent-strong']).toBe(light);
  });

  it('sets custom properties and the dark class', () => {
    const theme = themeProps(displaySettings({ displayDarkMode: true, displayAccentColor: '#ff0066' }));
    expect(theme.className).toContain('pf-theme--dark');
    expect((theme.style as Record<string, string>)['--pf-accent']).toBe('#ff0066');
  });

  it('marks full cover photos on the page root and names the roster layouts', () => {
    expect(themeProps(displaySettings({ displayUseFullCover: true })).className).toContain(
      'pf-theme--full-cover',
    );
    expect(themeProps(displaySettings()).className).not.toContain('pf-theme--full-cover');
    expect(rosterListClass(displaySettings())).toBe('pf-cards');
    expect(
      rosterListClass(
        displaySettings({
          displayOldRoster: true,
          displayUseRosterFullPhoto: true,
          displayUseOldRoundedPortraits: true,
        }),
      ),
    ).toBe('pf-cards pf-cards--old pf-cards--full-photo pf-cards--rounded');
  });
});
