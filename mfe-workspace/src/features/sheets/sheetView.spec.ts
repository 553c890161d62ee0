import { afterEach, describe, expect, it } from '@jest/globals';
import { readSheetView, writeSheetView } from './sheetView';

afterEach(() => window.localStorage.clear());

describe('the sheet editor view choice', () => {
  it("is the list until a user chooses, then that user's choice (each user has their own)", () => {
    expect(readSheetView(7)).toBe('list');
    writeSheetView(7, 'compact');
    writeSheetView(8, 'grid');
    expect(readSheetView(7)).toBe('compact');
    expect(readSheetView(8)).toBe('grid');
    expect(readSheetView(9)).toBe('list');
  });

  it('reads anything unknown as the list', () => {
    window.localStorage.setItem('tpp.sheetEditor.view.7', 'cards');
    expect(readSheetView(7)).toBe('list');
  });
});
