import { describe, expect, it } from '@jest/globals';
import { formatSheetDate, sheetEditorPath } from './influencerSheetRules';

describe('talent sheets table rules', () => {
  it('shows dates like Nov 21 2026', () => {
    expect(formatSheetDate('2026-11-21T12:00:00Z')).toBe('Nov 21 2026');
    expect(formatSheetDate('2027-01-05T12:00:00Z')).toBe('Jan 5 2027');
    expect(formatSheetDate('never')).toBe('');
  });

  it('links each sheet kind to its editor', () => {
    expect(sheetEditorPath({ id: 'abc', sheet_type: 'talent', casting_call_id: null })).toBe(
      '/talent-sheet/abc',
    );
    expect(sheetEditorPath({ id: 'abc', sheet_type: 'campaign', casting_call_id: null })).toBe(
      '/campaign/abc',
    );
    expect(sheetEditorPath({ id: 'abc', sheet_type: 'casting_call_response', casting_call_id: 7 })).toBe(
      '/creator-call-response/7',
    );
    expect(sheetEditorPath({ id: 'abc', sheet_type: 'casting_call_response', casting_call_id: null })).toBe(
      '/talent-sheet/abc',
    );
  });
});
