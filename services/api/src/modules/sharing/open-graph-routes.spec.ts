import { describe, expect, it } from '@jest/globals';
import { sharedPageOf } from './open-graph-routes.js';

describe('sharedPageOf', () => {
  it('knows every shared page kind', () => {
    expect(sharedPageOf('/public/talent-sheet/AbC-_123')).toEqual({ kind: 'sheet', sheetId: 'AbC-_123' });
    expect(sharedPageOf('/public/talent-sheet/roster-view/AbCdEf12')).toEqual({
      kind: 'sheet',
      sheetId: 'AbCdEf12',
    });
    expect(sharedPageOf('/public/talent-sheet-response/AbCdEf12')).toEqual({
      kind: 'sheet',
      sheetId: 'AbCdEf12',
    });
    expect(sharedPageOf('/public/collection/XyZw9876')).toEqual({
      kind: 'collection',
      collectionId: 'XyZw9876',
    });
    expect(sharedPageOf('/public/collection/view-all/XyZw9876')).toEqual({
      kind: 'collection',
      collectionId: 'XyZw9876',
    });
    expect(sharedPageOf('/public/profile/12')).toEqual({ kind: 'profile', influencerId: 12, teamId: null });
    expect(sharedPageOf('/public/profile/12/team/3')).toEqual({
      kind: 'profile',
      influencerId: 12,
      teamId: 3,
    });
    expect(sharedPageOf('/public/talent-roster/3')).toEqual({ kind: 'roster', teamId: 3 });
    expect(sharedPageOf('/public/talent-details/3/')).toEqual({ kind: 'roster', teamId: 3 });
  });

  it('ignores other pages and ids out of range', () => {
    for (const path of [
      '/talent-sheets',
      '/public/signin',
      '/public/profile/0',
      '/public/profile/99999999999',
      '/public/profile/abc',
      '/public/talent-roster/2147483648',
      '/public/talent-sheet/a/b',
      '/public/talent-sheet/AbCdEf1',
      '/public/talent-sheet/' + 'x'.repeat(65),
    ])
      expect(sharedPageOf(path)).toBeNull();
  });
});
