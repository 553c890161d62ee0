import { describe, expect, it } from '@jest/globals';
import { SHEET_LIMITS } from '@tpp/contracts';
import { fromDateSent, repliedLabel, shortenNote, toDateSent, withCell } from './campaignRules';

describe('campaign rules', () => {
  it('stores a date input value as mm/dd/yy and reads it back', () => {
    expect(toDateSent('2026-11-21')).toBe('11/21/26');
    expect(toDateSent('2027-01-05')).toBe('01/05/27');
    expect(toDateSent('')).toBe('');
    expect(fromDateSent('11/21/26')).toBe('2026-11-21');
    expect(fromDateSent('01/05/27')).toBe('2027-01-05');
  });

  it('reads no date from text that is not a real mm/dd/yy date', () => {
    expect(fromDateSent(undefined)).toBe('');
    expect(fromDateSent('next week')).toBe('');
    expect(fromDateSent('02/30/26')).toBe('');
    expect(fromDateSent('13/01/26')).toBe('');
  });

  it('shortens notes to 100 characters with an ellipsis', () => {
    const long = 'x'.repeat(SHEET_LIMITS.listTextLength + 20);
    expect(shortenNote(long)).toBe(`${'x'.repeat(SHEET_LIMITS.listTextLength)}…`);
    expect(shortenNote('x'.repeat(SHEET_LIMITS.listTextLength))).toBe(
      'x'.repeat(SHEET_LIMITS.listTextLength),
    );
    expect(shortenNote(undefined)).toBe('');
    // Characters as a reader counts them: an emoji (two UTF-16 units) is one and is never split.
    const emoji = '🎉'.repeat(SHEET_LIMITS.listTextLength);
    expect(shortenNote(emoji)).toBe(emoji);
    expect(shortenNote(`${'x'.repeat(SHEET_LIMITS.listTextLength - 1)}🎉🎉`)).toBe(
      `${'x'.repeat(SHEET_LIMITS.listTextLength - 1)}🎉…`,
    );
  });

  it('sets and clears cells, dropping empty rows', () => {
    const data = withCell({}, 7, 'Sender', '  Ana   Lee ');
    expect(data).toEqual({ '7': { Sender: 'Ana Lee' } });
    const withNote = withCell(data, 7, 'Notes', 'line one\nline two');
    expect(withNote['7']?.Notes).toBe('line one\nline two');
    expect(withCell(withCell(withNote, 7, 'Notes', ' '), 7, 'Sender', '')).toEqual({});
  });

  it('shows Replied only as Y or N', () => {
    expect(repliedLabel('Y')).toBe('Y');
    expect(repliedLabel('N')).toBe('N');
    expect(repliedLabel('maybe')).toBe('');
  });
});
