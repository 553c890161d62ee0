import { describe, expect, it } from '@jest/globals';
import { pageCount, pageParam, sheetHeading, sheetPageTitle, withParam } from './sheetRules';

describe('sheet page title', () => {
  it('is the public title plus the product name', () => {
    expect(sheetPageTitle({ description: 'Spring launch', team_name: 'Northstar Talent' })).toBe(
      'Spring launch · Talent Pitch Pro',
    );
  });
  it("is 'Talent Sheet from {team}' without a public title", () => {
    expect(sheetPageTitle({ description: null, team_name: 'Northstar Talent' })).toBe(
      'Talent Sheet from Northstar Talent',
    );
    expect(sheetPageTitle({ description: '   ', team_name: 'Harbor Lane' })).toBe(
      'Talent Sheet from Harbor Lane',
    );
  });
  it("heads the creators with the public title or 'Selected Talent'", () => {
    expect(sheetHeading('Spring launch')).toBe('Spring launch');
    expect(sheetHeading(null)).toBe('Selected Talent');
  });
});

describe('paging helpers', () => {
  it('reads ?page as a positive whole number, else 1', () => {
    expect(pageParam('?page=3')).toBe(3);
    expect(pageParam('page=0')).toBe(1);
    expect(pageParam('page=-2')).toBe(1);
    expect(pageParam('page=abc')).toBe(1);
    expect(pageParam('')).toBe(1);
  });
  it('counts pages (at least one)', () => {
    expect(pageCount(0, 18)).toBe(1);
    expect(pageCount(18, 18)).toBe(1);
    expect(pageCount(19, 18)).toBe(2);
  });
  it('sets and removes one parameter, keeping the others', () => {
    expect(withParam('/p', 'page=2', 'influencer_id', 7)).toBe('/p?page=2&influencer_id=7');
    expect(withParam('/p', 'page=2&influencer_id=7', 'influencer_id', null)).toBe('/p?page=2');
    expect(withParam('/p', '', 'page', null)).toBe('/p');
  });
});
