import { fileSlug, type CsvCell, type RosterInfluencer } from '@tpp/contracts';
import type { CsvExport } from '../../components/selection/SelectionBar';

/** The roster selection as CSV: what the table shows, numbers unformatted. */
export function rosterCsv(today: Date = new Date()): CsvExport<RosterInfluencer> {
  return {
    fileName: fileSlug(`talent roster ${today.toISOString().slice(0, 10)}`),
    header: ['Name', 'Handle', 'Platform', 'Followers', 'Engagement Rate (%)', 'City', 'State', 'Tags'],
    row: (influencer): CsvCell[] => [
      influencer.fullname,
      influencer.primary_handle ? `@${influencer.primary_handle.replace(/^@/, '')}` : '',
      influencer.primary_platform ?? '',
      influencer.primary_followers,
      influencer.primary_engagement_rate,
      influencer.city,
      influencer.state,
      influencer.tags.join(', '),
    ],
  };
}
