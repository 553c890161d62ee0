import { describe, expect, it } from '@jest/globals';
import { timeAgo } from './timeAgo';

describe('timeAgo', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it.each([
    ['2026-11-27T11:59:30Z', 'just now'],
    ['2026-11-27T12:00:30Z', 'just now'],
    ['2026-11-27T11:55:00Z', '5 minutes ago'],
    ['2026-11-27T10:00:00Z', '2 hours ago'],
    ['2026-11-26T11:00:00Z', 'yesterday'],
    ['2026-11-20T12:00:00Z', '7 days ago'],
  ])('%s is %s', (timestamp, expected) => expect(timeAgo(timestamp, now)).toBe(expected));
});
