import { describe, expect, it } from '@jest/globals';
import {
  appliedTagList,
  chosenInfluencer,
  defaultPicks,
  markApplied,
  tagHelperDescription,
} from './taggingRules';

describe('tagging rules', () => {
  it('reads the general description plus the custom one, never the single dash', () => {
    expect(tagHelperDescription({ description: 'General.', custom_description: 'Custom.' })).toBe(
      'General.\n\nCustom.',
    );
    expect(tagHelperDescription({ description: 'General.', custom_description: ' - ' })).toBe('General.');
    expect(tagHelperDescription({ description: '', custom_description: 'Custom.' })).toBe('Custom.');
    expect(tagHelperDescription({ description: 'General.', custom_description: null })).toBe('General.');
  });

  it('picks every new tag by default and saves the full list without duplicates', () => {
    const suggestions = [
      { tag: 'Fitness', reason: '', applied: true },
      { tag: 'Running', reason: '', applied: false },
    ];
    expect([...defaultPicks(suggestions)]).toEqual(['Running']);
    expect(appliedTagList(['Fitness', 'Travel'], ['running', 'Running', ' ', 'Food'])).toEqual([
      'Fitness',
      'Travel',
      'running',
      'Food',
    ]);
    expect(markApplied(suggestions, ['running']).map((one) => one.applied)).toEqual([true, true]);
  });

  it('reads ?influencer=<id> only when it is an id', () => {
    expect(chosenInfluencer('?influencer=12')).toBe(12);
    expect(chosenInfluencer('?influencer=012')).toBeNull();
    expect(chosenInfluencer('?influencer=abc')).toBeNull();
    expect(chosenInfluencer('')).toBeNull();
  });
});
