import { describe, expect, it } from '@jest/globals';
import { arrangeCalls } from './callList';
import { creatorCall } from '@tpp/profile/testing';

const calls = [
  creatorCall(1, 'Beta', { created_at: '2026-11-01T10:00:00Z', response_deadline: '2026-12-20' }),
  creatorCall(2, 'alpha', { created_at: '2026-11-03T10:00:00Z', response_deadline: null }),
  creatorCall(3, 'Gamma', { created_at: '2026-11-02T10:00:00Z', response_deadline: '2026-12-05' }),
  creatorCall(4, 'Delta', {
    created_at: '2026-10-01T10:00:00Z',
    response_deadline: '2026-11-01',
    closed: true,
    response_status: 'submitted',
    response_sheet_id: 'x',
  }),
  creatorCall(5, 'Epsilon', {
    created_at: '2026-11-04T10:00:00Z',
    response_deadline: '2026-12-30',
    response_status: 'submitted',
    response_sheet_id: 'y',
  }),
];
const ids = (list: { id: number }[]) => list.map((call) => call.id);

describe('arrangeCalls', () => {
  it('sorts by deadline: open calls soonest first, then calls without a deadline, closed calls last', () => {
    expect(ids(arrangeCalls(calls, 'deadline', 'all'))).toEqual([3, 1, 5, 2, 4]);
  });

  it('sorts newest first and by name, ignoring case', () => {
    expect(ids(arrangeCalls(calls, 'newest', 'all'))).toEqual([5, 2, 3, 1, 4]);
    expect(ids(arrangeCalls(calls, 'name', 'all'))).toEqual([2, 1, 4, 5, 3]);
  });

  it('filters open, responded and not responded (open and not submitted)', () => {
    expect(ids(arrangeCalls(calls, 'deadline', 'open'))).toEqual([3, 1, 5, 2]);
    expect(ids(arrangeCalls(calls, 'deadline', 'responded'))).toEqual([5, 4]);
    expect(ids(arrangeCalls(calls, 'deadline', 'not_responded'))).toEqual([3, 1, 2]);
  });
});
