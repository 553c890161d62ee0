import { describe, expect, it } from '@jest/globals';
import { analyticsKeys } from './analyticsQueries';

describe('the analytics query keys', () => {
  it('keep the report apart per range and sheet filter, and a sheet per id and range', () => {
    const reports = (['all', '7', '30'] as const).flatMap((sinceDays) =>
      [true, false].map((onlyUserSheets) => JSON.stringify(analyticsKeys.report(sinceDays, onlyUserSheets))),
    );
    expect(new Set(reports).size).toBe(6);
    expect(JSON.stringify(analyticsKeys.sheet('a', '7'))).not.toBe(
      JSON.stringify(analyticsKeys.sheet('b', '7')),
    );
    expect(JSON.stringify(analyticsKeys.sheet('a', '7'))).not.toBe(
      JSON.stringify(analyticsKeys.sheet('a', '30')),
    );
    // Every key starts with the area, so invalidating analyticsKeys.all reloads them all.
    expect([analyticsKeys.report('7', true), analyticsKeys.sheet('a', '7')].map((key) => key[0])).toEqual([
      'analytics',
      'analytics',
    ]);
  });
});
