import { describe, expect, it } from '@jest/globals';
import {
  audienceType,
  checkDisplayTags,
  checkRateCard,
  followerLabel,
  isDescriptionRemoval,
  isValidTagline,
  normaliseTags,
  platformFollowersLabel,
  platformViewsLabel,
} from './talent-rules.js';

describe('talent rules', () => {
  it('ignores blank tags and removes duplicates', () => {
    expect(normaliseTags([' Beauty ', '', 'beauty', 'Travel', '  '])).toEqual(['Beauty', 'Travel']);
  });

  it('allows at most 4 displayed tags, all existing', () => {
    expect(checkDisplayTags(['a', 'b', 'c', 'd'], ['a', 'b', 'c', 'd', 'e'])).toBeNull();
    expect(checkDisplayTags(['a', 'b', 'c', 'd', 'e'], ['a', 'b', 'c', 'd', 'e'])).toBe('too_many');
    expect(checkDisplayTags(['a', 'z'], ['a', 'b'])).toBe('unknown_tag');
  });

  it('keeps taglines under 30 characters', () => {
    expect(isValidTagline('x'.repeat(29))).toBe(true);
    expect(isValidTagline('x'.repeat(30))).toBe(false);
  });

  it('treats a single dash as removing the default description', () => {
    expect(isDescriptionRemoval(' - ')).toBe(true);
    expect(isDescriptionRemoval('-- no')).toBe(false);
  });

  it('requires every rate card field and treats an all-empty card as removal', () => {
    expect(checkRateCard([{ platform: 'instagram', description: '', rate: '' }])).toBe('remove');
    expect(checkRateCard([{ platform: 'instagram', description: 'Reel', rate: '$900' }])).toBe('ok');
    expect(
      checkRateCard([
        { platform: 'instagram', description: 'Reel', rate: '$900' },
        { platform: 'tiktok', description: 'Video', rate: '' },
      ]),
    ).toEqual({ incompleteRow: 1 });
  });

  it('shows the female share from 50 up, else the male share', () => {
    expect(audienceType(50)).toEqual({ label: 'Female', percent: 50 });
    expect(audienceType(35)).toEqual({ label: 'Male', percent: 65 });
    expect(audienceType(null)).toBeNull();
  });

  it('calls YouTube followers Subscribers', () => {
    expect(followerLabel('youtube')).toBe('Subscribers');
    expect(followerLabel('tiktok')).toBe('Followers');
  });

  it('labels a figure with the platform it belongs to', () => {
    expect(platformFollowersLabel('instagram')).toBe('Instagram followers');
    expect(platformFollowersLabel('youtube')).toBe('YouTube subscribers');
    expect(platformViewsLabel('instagram')).toBe('Instagram reels plays');
    expect(platformViewsLabel('tiktok')).toBe('TikTok average views');
  });
});
