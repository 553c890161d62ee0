import { describe, expect, it } from '@jest/globals';
import { localDay } from './local-day.js';

describe('localDay', () => {
  it('answers the day and its local midnight in the asked zone', () => {
    const now = new Date('2026-11-27T09:30:00Z');
    expect(localDay(now, 'UTC')).toEqual({ date: '2026-11-27', start: new Date('2026-11-27T00:00:00Z') });
    expect(localDay(now, 'Europe/Berlin')).toEqual({
      date: '2026-11-27',
      start: new Date('2026-11-26T23:00:00Z'),
    });
    // 01:30 on the 27th in Los Angeles; at 05:00 UTC it is still the 26th there.
    expect(localDay(now, 'America/Los_Angeles')).toEqual({
      date: '2026-11-27',
      start: new Date('2026-11-27T08:00:00Z'),
    });
    expect(localDay(new Date('2026-11-27T05:00:00Z'), 'America/Los_Angeles')).toEqual({
      date: '2026-11-26',
      start: new Date('2026-11-26T08:00:00Z'),
    });
    expect(localDay(now, 'Asia/Kolkata').start).toEqual(new Date('2026-11-26T18:30:00Z'));
  });

  it('finds the first instant of the day on days a clock changes (before, over or at midnight)', () => {
    // Europe/Berlin leaves summer time at 03:00 on 2026-10-25: midnight was still UTC+2.
    expect(localDay(new Date('2026-10-25T12:00:00Z'), 'Europe/Berlin').start).toEqual(
      new Date('2026-10-24T22:00:00Z'),
    );
    // Chile starts summer time at midnight: on that day the clock goes from 23:59:59 to 01:00,
    // so the day begins at 01:00 local time (UTC-3), 04:00 UTC.
    const santiago = localDay(new Date('2026-09-06T15:00:00Z'), 'America/Santiago');
    expect(santiago.date).toBe('2026-09-06');
    expect(santiago.start).toEqual(new Date('2026-09-06T04:00:00Z'));
    // Cuba leaves summer time at 01:00 on 2026-11-01, back to 00:00: that day has two midnights
    // and begins at the first (UTC-4), not at the second (05:00 UTC) that offset arithmetic finds.
    expect(localDay(new Date('2026-11-01T15:00:00Z'), 'America/Havana').start).toEqual(
      new Date('2026-11-01T04:00:00Z'),
    );
  });
});
