import { beforeEach, describe, expect, it } from '@jest/globals';
import { formatCallDates } from './callFormat';
import { HIDDEN_CALLS_KEY, hideCall, readHiddenCalls, restoreAllCalls, restoreCall } from './hiddenCalls';

beforeEach(() => window.localStorage.clear());

describe('hidden creator calls', () => {
  it('keeps hidden ids in local storage, once each, until restored', () => {
    expect(readHiddenCalls()).toEqual([]);
    hideCall(4);
    hideCall(9);
    expect(hideCall(4)).toEqual([4, 9]);
    expect(JSON.parse(window.localStorage.getItem(HIDDEN_CALLS_KEY)!)).toEqual([4, 9]);
    expect(restoreCall(4)).toEqual([9]);
    expect(readHiddenCalls()).toEqual([9]);
    expect(restoreAllCalls()).toEqual([]);
    expect(window.localStorage.getItem(HIDDEN_CALLS_KEY)).toBeNull();
  });

  it('reads nothing hidden from damaged storage', () => {
    window.localStorage.setItem(HIDDEN_CALLS_KEY, '{not json');
    expect(readHiddenCalls()).toEqual([]);
    window.localStorage.setItem(HIDDEN_CALLS_KEY, JSON.stringify(['x', -1, 3, 3, 2.5]));
    expect(readHiddenCalls()).toEqual([3]);
  });

  it('formats call dates without a time-zone shift', () => {
    expect(formatCallDates('2026-12-01', '2027-01-15')).toBe('Dec 1, 2026 – Jan 15, 2027');
    expect(formatCallDates('2026-12-01', null)).toBe('From Dec 1, 2026');
    expect(formatCallDates(null, null)).toBe('');
  });
});
