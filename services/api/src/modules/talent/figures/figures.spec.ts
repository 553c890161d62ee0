import { describe, expect, it } from '@jest/globals';
import {
  averageViews,
  averageViewsColumn,
  averageViewsFigure,
  averageViewsSql,
  followersFigure,
  totalReach,
  totalReachSql,
} from './figures.js';

describe("a creator's figures", () => {
  it('average views are reels plays on Instagram, whatever else the account carries', () => {
    expect(averageViews({ platform: 'instagram', avg_views: 5, avg_reels_plays: 80_000 })).toBe(80_000);
    expect(averageViews({ platform: 'instagram', avg_views: 5, avg_reels_plays: null })).toBeNull();
    expect(averageViewsColumn('instagram')).toBe('avg_reels_plays');
  });

  it('average views are the average views on every other platform', () => {
    expect(averageViews({ platform: 'tiktok', avg_views: 1_400_000, avg_reels_plays: 7 })).toBe(1_400_000);
    expect(averageViews({ platform: 'youtube', avg_views: null, avg_reels_plays: 7 })).toBeNull();
    expect(averageViewsColumn('youtube')).toBe('avg_views');
    expect(averageViewsColumn('tiktok')).toBe('avg_views');
  });

  it('a figure names the platform it belongs to; an unmeasured one is null', () => {
    expect(averageViewsFigure({ platform: 'tiktok', avg_views: 900, avg_reels_plays: null })).toEqual({
      value: 900,
      platform: 'tiktok',
    });
    expect(averageViewsFigure({ platform: 'instagram', avg_views: 900, avg_reels_plays: null })).toBeNull();
    expect(followersFigure({ platform: 'youtube', followers: '147900' })).toEqual({
      value: 147_900,
      platform: 'youtube',
    });
  });

  it('total reach sums the followers of every account, bigints as text included', () => {
    expect(totalReach([{ followers: 156_900 }, { followers: '214000' }, { followers: 150_000 }])).toBe(
      520_900,
    );
    expect(totalReach([])).toBe(0);
  });

  it('the SQL twins read the same columns', () => {
    expect(averageViewsSql('s')).toBe(
      "(CASE WHEN s.platform = 'instagram' THEN s.avg_reels_plays ELSE s.avg_views END)",
    );
    expect(totalReachSql('i.id')).toContain('sum(reach.followers)');
    expect(totalReachSql('i.id')).toContain('reach.influencer_id = i.id');
  });
});
