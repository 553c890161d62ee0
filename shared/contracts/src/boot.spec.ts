import { describe, expect, it } from '@jest/globals';
import { pitchPageOf, publicSheetUrl, withQuery } from './boot.js';

describe('withQuery', () => {
  it('keeps key order and drops empty values, as the API client sends them', () => {
    expect(withQuery('/api/x', { page: 2, limit: 15, q: '', r: null, s: undefined, t: false })).toBe(
      '/api/x?page=2&limit=15&t=false',
    );
    expect(withQuery('/api/x', { name: 'a b&c' })).toBe('/api/x?name=a+b%26c');
    expect(withQuery('/api/x')).toBe('/api/x');
  });
});

describe('pitch pages', () => {
  const firstData = (url: string) => {
    const parsed = new URL(url, 'http://x');
    const pitch = pitchPageOf(parsed.pathname);
    return pitch ? pitch.page.firstData(pitch.params, parsed.search) : undefined;
  };

  it('name the first GET of each brand page exactly as the page sends it', () => {
    expect(firstData('/public/talent-roster/12')).toBe('/api/team/roster/12');
    expect(firstData('/public/talent-details/12')).toBe('/api/team/roster/12');
    expect(firstData('/public/talent-sheet/AbCdEfGhIjKl?page=3')).toBe(
      '/api/public/talent-sheets/AbCdEfGhIjKl?page=3&limit=15',
    );
    expect(firstData('/public/talent-sheet/roster-view/AbCdEfGhIjKl')).toBe(
      '/api/public/talent-sheets/AbCdEfGhIjKl?page=1&limit=18',
    );
    expect(firstData('/public/profile/7')).toBe('/api/public/profile/7');
    expect(firstData('/public/profile/7/team/3')).toBe('/api/public/profile/7/team/3');
    expect(firstData('/public/collection/view-all/AbCdEfGhIjKl')).toBe(
      '/api/public/collections/AbCdEfGhIjKl',
    );
    expect(publicSheetUrl('AbCdEfGhIjKl', 1, 140)).toBe(
      '/api/public/talent-sheets/AbCdEfGhIjKl?page=1&limit=140',
    );
  });

  it('ask for nothing when the address cannot name anything, and ignore other pages', () => {
    expect(firstData('/public/talent-roster/01')).toBeNull();
    expect(firstData('/public/talent-sheet/x')).toBeNull();
    expect(firstData('/public/talent-sheet/AbCdEfGhIjKl?page=0')).toBe(
      '/api/public/talent-sheets/AbCdEfGhIjKl?page=1&limit=15',
    );
    expect(firstData('/public/profile/7/team/x')).toBeNull();
    expect(firstData('/signin')).toBeUndefined();
    expect(firstData('/talent-sheet/AbCdEfGhIjKl')).toBeUndefined();
  });

  it('read the team of each first answer for the first paint', () => {
    const display = { displayAccentColor: '#123456' };
    const team = { team_name: 'Northstar', display_settings: display };
    expect(pitchPageOf('/public/talent-roster/1')?.page.teamOf({ team })).toEqual({
      name: 'Northstar',
      display,
    });
    expect(pitchPageOf('/public/profile/1')?.page.teamOf({ team })).toEqual({ name: 'Northstar', display });
    expect(
      pitchPageOf('/public/talent-sheet/AbCdEfGhIjKl')?.page.teamOf({
        team_name: 'Northstar',
        settings: display,
      }),
    ).toEqual({ name: 'Northstar', display });
    expect(
      pitchPageOf('/public/collection/AbCdEfGhIjKl')?.page.teamOf({
        team_name: 'Northstar',
        displaySettings: display,
      }),
    ).toEqual({ name: 'Northstar', display });
    expect(pitchPageOf('/public/talent-roster/1')?.page.teamOf({ error: 'x' })).toBeNull();
  });
});
