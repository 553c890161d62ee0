import { describe, expect, it } from '@jest/globals';
import { SHEET_LIMITS } from '@tpp/contracts';
import {
  autosaveEligible,
  noteSegments,
  photoColumn,
  publicSheetLinks,
  roomLeft,
  rosterWindow,
  saveButtons,
  talentColumn,
  titleRequired,
} from './sheetRules';

const names = (count: number) => Array.from({ length: count }, (_, index) => `Creator ${index + 1}`);

describe('sheet rules', () => {
  it('shows every name up to 9, and 6 of more than 9 until expanded', () => {
    expect(talentColumn(names(9), false)).toEqual({ shown: names(9), hidden: 0 });
    expect(talentColumn(names(10), false)).toEqual({ shown: names(6), hidden: 4 });
    expect(talentColumn(names(25), false).hidden).toBe(19);
    expect(talentColumn(names(25), true)).toEqual({ shown: names(25), hidden: 0 });
  });

  it('shows 3 photos then +N more', () => {
    expect(photoColumn(names(2))).toEqual({ shown: names(2), more: 0 });
    expect(photoColumn(names(7))).toEqual({ shown: names(3), more: 4 });
  });

  it('disables Save Sheet with no talent and adds the top button above 3 talent', () => {
    expect(saveButtons(0)).toEqual({ disabled: true, showTop: false });
    expect(saveButtons(3)).toEqual({ disabled: false, showTop: false });
    expect(saveButtons(4)).toEqual({ disabled: false, showTop: true });
  });

  it('needs a title except on casting-call responses, which stop at 40 talent', () => {
    expect(titleRequired('talent')).toBe(true);
    expect(titleRequired('campaign')).toBe(true);
    expect(titleRequired('casting_call_response')).toBe(false);
    expect(roomLeft('casting_call_response', 39)).toBe(1);
    expect(roomLeft('casting_call_response', SHEET_LIMITS.castingCallMaxTalent)).toBe(0);
    expect(roomLeft('talent', 40)).toBe(SHEET_LIMITS.sheetMaxTalent - 40);
  });

  it('autosaves dirty saved sheets, and new ones only with a title and talent', () => {
    const base = {
      sheetId: 'abc',
      sheetType: 'talent' as const,
      title: '',
      talentCount: 0,
      dirty: true,
      conflict: false,
    };
    expect(autosaveEligible(base)).toBe(true);
    expect(autosaveEligible({ ...base, dirty: false })).toBe(false);
    expect(autosaveEligible({ ...base, conflict: true })).toBe(false);
    expect(autosaveEligible({ ...base, sheetId: null, talentCount: 2 })).toBe(false);
    expect(autosaveEligible({ ...base, sheetId: null, talentCount: 2, title: 'Spring' })).toBe(true);
    expect(autosaveEligible({ ...base, sheetId: null, talentCount: 0, title: 'Spring' })).toBe(false);
    expect(
      autosaveEligible({ ...base, sheetId: null, talentCount: 1, sheetType: 'casting_call_response' }),
    ).toBe(true);
  });

  it('turns [text](url) into links for http, https and mailto only', () => {
    expect(noteSegments('See [reel](https://example.com/r) now')).toEqual([
      { text: 'See ' },
      { text: 'reel', href: 'https://example.com/r' },
      { text: ' now' },
    ]);
    expect(noteSegments('[x](javascript:alert(1))')).toEqual([{ text: '[x](javascript:alert(1))' }]);
    expect(noteSegments('plain')).toEqual([{ text: 'plain' }]);
  });

  it('builds both public links', () => {
    expect(publicSheetLinks('AbC_123', 'https://app.example')).toEqual({
      singlePage: 'https://app.example/public/talent-sheet/AbC_123',
      rosterView: 'https://app.example/public/talent-sheet/roster-view/AbC_123',
    });
  });

  it('maps editor pages of 40 and 80 onto API pages of 50', () => {
    expect(rosterWindow(1, 40)).toEqual({ apiPages: [1], skip: 0 });
    expect(rosterWindow(2, 40)).toEqual({ apiPages: [1, 2], skip: 40 });
    expect(rosterWindow(3, 40)).toEqual({ apiPages: [2, 3], skip: 30 });
    expect(rosterWindow(1, 80)).toEqual({ apiPages: [1, 2], skip: 0 });
    expect(rosterWindow(2, 80)).toEqual({ apiPages: [2, 3, 4], skip: 30 });
  });
});
