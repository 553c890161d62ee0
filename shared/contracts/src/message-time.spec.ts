import { describe, expect, it } from '@jest/globals';
import { formatMessageTime } from './messaging.js';

const NOW = new Date('2026-11-27T18:00:00Z');
const inLosAngeles = (iso: string) => formatMessageTime(iso, NOW, 'en-US', 'America/Los_Angeles');

describe('formatMessageTime', () => {
  it('shows a time under 24 hours, in the given time zone', () => {
    expect(inLosAngeles('2026-11-27T06:36:00Z')).toBe('10:36 PM');
    expect(formatMessageTime('2026-11-27T06:36:00Z', NOW, 'en-US', 'UTC')).toBe('6:36 AM');
  });

  it('shows the weekday and time under 168 hours', () => {
    expect(inLosAngeles('2026-11-25T18:05:00Z')).toBe('Wed 10:05 AM');
  });

  it('shows the date and time from 168 hours on', () => {
    expect(inLosAngeles('2026-11-20T18:00:00Z')).toBe('Nov 20, 2026, 10:00 AM');
  });
});
