import { describe, expect, it } from '@jest/globals';
import { teamDisplaySettings } from './public-team.js';

describe('teamDisplaySettings', () => {
  it('fills defaults (neuton, shine-gold) and ignores mistyped values', () => {
    const settings = teamDisplaySettings({
      displayDarkMode: true,
      displayNoTags: 'yes',
      displayAccentColor: '',
    });
    expect(settings).toMatchObject({
      displayDarkMode: true,
      displayNoTags: false,
      displayAccentColor: 'shine-gold',
      displayTalentNameFont: 'neuton',
      displayDarkLogo: null,
    });
    expect(teamDisplaySettings(null).displayRosterTitleFont).toBe('neuton');
  });
});
