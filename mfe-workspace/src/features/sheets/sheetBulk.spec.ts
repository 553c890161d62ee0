import { describe, expect, it } from '@jest/globals';
import { clickSelection, creatorCount, idRange, moveToEdge, putBack, takeOut } from './sheetBulk';

const rows = (...ids: number[]) => ids.map((id) => ({ id }));
const idsOf = (items: readonly { id: number }[]) => items.map((item) => item.id);

describe('sheet bulk edits', () => {
  it('a shift-click range runs from the last clicked creator, either way, in sheet order', () => {
    const order = [10, 20, 30, 40, 50];
    expect(idRange(order, 20, 40)).toEqual([20, 30, 40]);
    expect(idRange(order, 40, 20)).toEqual([20, 30, 40]);
    expect(idRange(order, null, 30)).toEqual([30]);
    expect(idRange(order, 99, 30)).toEqual([30]);
    expect(idRange(order, 20, 99)).toEqual([]);
  });

  it('a click turns one creator on or off; a shift-click turns the range as the clicked box', () => {
    const order = [1, 2, 3, 4, 5];
    expect(clickSelection(order, [4], { id: 2, on: true, anchor: null, range: false })).toEqual([2, 4]);
    expect(clickSelection(order, [1], { id: 4, on: true, anchor: 1, range: true })).toEqual([1, 2, 3, 4]);
    expect(clickSelection(order, [1, 2, 3, 4, 5], { id: 2, on: false, anchor: 4, range: true })).toEqual([
      1, 5,
    ]);
  });

  it('moves creators to the top or the bottom, each group keeping its order', () => {
    expect(idsOf(moveToEdge(rows(1, 2, 3, 4), new Set([3, 1]), 'top'))).toEqual([1, 3, 2, 4]);
    expect(idsOf(moveToEdge(rows(1, 2, 3, 4), new Set([3, 1]), 'bottom'))).toEqual([2, 4, 1, 3]);
  });

  it('puts removed creators back where they were, never twice, and only as many as the sheet takes', () => {
    const { kept, removed } = takeOut(rows(1, 2, 3, 4, 5), new Set([1, 3, 5]));
    expect(idsOf(kept)).toEqual([2, 4]);
    expect(removed.map((entry) => entry.index)).toEqual([0, 2, 4]);
    expect(idsOf(putBack(kept, removed, 10).talent)).toEqual([1, 2, 3, 4, 5]);
    // Creator 3 came back meanwhile and creator 6 was added: 1 and 5 go back to the 1st and 5th places.
    expect(idsOf(putBack(rows(2, 4, 3, 6), removed, 10).talent)).toEqual([1, 2, 4, 3, 5, 6]);
    expect(putBack(kept, removed, 2)).toEqual({ talent: rows(1, 2, 3, 4), restored: 2 });
  });

  it('counts creators', () => {
    expect(creatorCount(1)).toBe('1 creator');
    expect(creatorCount(40)).toBe('40 creators');
  });
});
