import { fileSlug, type CsvCell, type DirectoryAccount } from '@tpp/contracts';
import type { CsvExport } from '../../components/selection/SelectionBar';

/** The search selection as CSV: one row per account, numbers unformatted. */
export function directoryCsv(today: Date = new Date()): CsvExport<DirectoryAccount> {
  return {
    fileName: fileSlug(`search results ${today.toISOString().slice(0, 10)}`),
    header: [
      'Name',
      'Handle',
      'Platform',
      'Followers',
      'Engagement Rate (%)',
      'Average Views',
      'US Audience (%)',
      'Female Audience (%)',
      'On Roster',
    ],
    row: (account): CsvCell[] => [
      account.fullname,
      `@${account.handle}`,
      account.platform,
      account.followers,
      account.engagement_rate,
      account.avg_views,
      account.us_audience_share,
      account.audience_female_percent,
      account.on_roster ? 'Yes' : 'No',
    ],
  };
}
