import type { RosterInfluencer } from '@tpp/contracts';
import { Button } from '@tpp/ui';
import { FollowersFigure, ViewsFigure } from '../../components/Figures';
import { TalentAvatarName } from '../../components/TalentAvatarName';
import {
  ariaSort,
  formatPercent,
  type RosterSortState,
  type SortableColumn,
} from '../../components/rosterRules';
import { TagSummary } from '../../components/TagSummary';
import { DataTable } from '../../components/DataTable';

export interface AvailableRosterTableProps {
  influencers: readonly RosterInfluencer[];
  onSheet: ReadonlySet<number>;
  onAdd: (influencer: RosterInfluencer) => void;
  sort: RosterSortState;
  onSort: (column: SortableColumn) => void;
  /** With the advanced filters: the metrics they filter on show as columns. */
  showMetrics?: boolean;
}

/**
 * The roster rows of the editor: Talent, Followers (primary, labelled with its platform), Tags (5 then '+N more'), Add; with
 * the advanced filters also Engagement Rate, US Audience and Average Views (of the primary account).
 * Talent, Followers and Engagement Rate sort (server side) from their headers.
 */
export function AvailableRosterTable({
  influencers,
  onSheet,
  onAdd,
  sort,
  onSort,
  showMetrics = false,
}: AvailableRosterTableProps) {
  const sortable = (column: SortableColumn) => ({
    state: ariaSort(sort, column),
    onSort: () => onSort(column),
  });
  return (
    <DataTable
      className={`tpp-available-roster${showMetrics ? ' tpp-available-roster--metrics' : ''}`}
      aria-label="Available roster"
      columns={[
        { key: 'name', label: 'Creator', sort: sortable('name') },
        { key: 'followers', label: 'Followers', numeric: true, sort: sortable('followers') },
        showMetrics && {
          key: 'engagement',
          label: 'Engagement Rate',
          numeric: true,
          sort: sortable('engagement_rate'),
        },
        showMetrics && { key: 'us-share', label: 'US Audience', numeric: true },
        showMetrics && { key: 'views', label: 'Average Views', numeric: true },
        { key: 'tags', label: 'Tags' },
        { key: 'add', label: 'Add', hiddenLabel: true },
      ]}
    >
      {influencers.map((influencer) => {
        const added = onSheet.has(influencer.id);
        return (
          <tr key={influencer.id}>
            <td>
              <span className="tpp-talent-cell">
                <TalentAvatarName name={influencer.fullname} pictureUrl={influencer.picture_main_url} />
              </span>
            </td>
            <td data-label="Followers" className="tpp-table__number">
              <FollowersFigure value={influencer.primary_followers} platform={influencer.primary_platform} />
            </td>
            {showMetrics ? (
              <>
                <td data-label="Engagement Rate" className="tpp-table__number">
                  {formatPercent(influencer.primary_engagement_rate)}
                </td>
                <td data-label="US Audience" className="tpp-table__number">
                  {formatPercent(influencer.primary_us_audience_share, 1)}
                </td>
                <td data-label="Average Views" className="tpp-table__number">
                  <ViewsFigure figure={influencer.average_views} />
                </td>
              </>
            ) : null}
            <td data-label="Tags" className="tpp-available-roster__tags">
              <TagSummary tags={influencer.tags} />
            </td>
            <td className="tpp-table__action">
              <Button
                variant={added ? 'secondary' : 'primary'}
                disabled={added}
                aria-label={added ? `${influencer.fullname} added` : `Add ${influencer.fullname}`}
                onClick={() => onAdd(influencer)}
              >
                {added ? 'Added' : 'Add'}
              </Button>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
