import type {
  AnalyticsDay,
  RecentVisitsResponse,
  SheetAnalyticsResponse,
  SheetClicksResponse,
} from '@tpp/contracts';

export function days(count: number, views = 0, clicks = 0): AnalyticsDay[] {
  return Array.from({ length: count }, (_, index) => ({
    day: `2026-11-${String(index + 1).padStart(2, '0')}`,
    views,
    clicks,
  }));
}

export function sheetsAnswer(change: Partial<SheetAnalyticsResponse> = {}): SheetAnalyticsResponse {
  return {
    since_days: '30',
    only_user_sheets: false,
    views: [
      {
        sheet_id: 'spring',
        sheet_title: 'Spring Launch',
        sheet_deleted: false,
        views: 12,
        total_clicks: 3,
        responses: 1,
        likes: 2,
      },
      {
        sheet_id: 'autumn',
        sheet_title: 'Autumn Picks',
        sheet_deleted: false,
        views: 40,
        total_clicks: 9,
        responses: 0,
        likes: 5,
      },
    ],
    clicks: [
      {
        sheet_id: 'autumn',
        sheet_title: 'Autumn Picks',
        sheet_deleted: false,
        influencer_id: 7,
        fullname: 'Zoe Alvarez',
        clicks: 6,
      },
      {
        sheet_id: 'spring',
        sheet_title: 'Spring Launch',
        sheet_deleted: false,
        influencer_id: 8,
        fullname: 'Ada Brooks',
        clicks: 3,
      },
      {
        sheet_id: 'autumn',
        sheet_title: 'Autumn Picks',
        sheet_deleted: false,
        influencer_id: 8,
        fullname: 'Ada Brooks',
        clicks: 3,
      },
    ],
    clicks_truncated: false,
    daily: days(3, 4, 1),
    ...change,
  };
}

export function recentAnswer(change: Partial<RecentVisitsResponse> = {}): RecentVisitsResponse {
  return {
    since_days: '30',
    only_user_sheets: false,
    recent_visits: [
      {
        email: 'buyer@brand.example',
        salesheet_ids: ['spring', 'autumn'],
        sheets: [
          { sheet_id: 'spring', sheet_title: 'Spring Launch' },
          { sheet_id: 'autumn', sheet_title: 'Autumn Picks' },
        ],
        most_recent_visit: '2026-11-20T15:04:00.000Z',
        verified: true,
      },
      {
        email: 'ceo@bigbrand.example',
        salesheet_ids: ['spring'],
        sheets: [{ sheet_id: 'spring', sheet_title: 'Spring Launch' }],
        most_recent_visit: '2026-11-19T09:30:00.000Z',
        verified: false,
      },
    ],
    ...change,
  };
}

export function emptySheetsAnswer(): SheetAnalyticsResponse {
  return sheetsAnswer({ views: [], clicks: [], daily: days(30) });
}

export function sheetClicksAnswer(change: Partial<SheetClicksResponse> = {}): SheetClicksResponse {
  return {
    sheet_id: 'spring',
    sheet_title: 'Spring Launch',
    sheet_deleted: false,
    since_days: 'all',
    clicks: [
      { influencer_id: 8, fullname: 'Ada Brooks', clicks: 3 },
      { influencer_id: 9, fullname: 'Mia Chen', clicks: 5 },
    ],
    views: 12,
    total_clicks: 8,
    responses: 1,
    likes: 2,
    daily: days(3, 4, 2),
    ...change,
  };
}
