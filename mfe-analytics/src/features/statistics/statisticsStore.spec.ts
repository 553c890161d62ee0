import { describe, expect, it } from '@jest/globals';
import { DEFAULT_ANALYTICS_SINCE_DAYS } from '@tpp/contracts';
import { useStatisticsStore } from './statisticsStore';

describe('the statistics selection', () => {
  it('starts on the default range of all sheets and changes one part at a time', () => {
    expect(useStatisticsStore.getState().selection).toEqual({
      sinceDays: DEFAULT_ANALYTICS_SINCE_DAYS,
      onlyUserSheets: false,
    });
    useStatisticsStore.getState().select({ onlyUserSheets: true });
    useStatisticsStore.getState().select({ sinceDays: '7' });
    expect(useStatisticsStore.getState().selection).toEqual({ sinceDays: '7', onlyUserSheets: true });
  });
});
