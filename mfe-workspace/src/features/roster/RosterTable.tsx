import type { RosterInfluencer } from '@tpp/contracts';
import { DataTable } from '../../components/DataTable';
import { FollowersFigure, ViewsFigure } from '../../components/Figures';
import { PlatformIcon } from '../../components/PlatformIcon';
import { TalentAvatarName } from '../../components/TalentAvatarName';
import {
  ariaSort,
  formatCount,
  formatPercent,
  type RosterSortState,
  type SortableColumn,
} from '../../components/rosterRules';
import { TagSummary } from '../../components/TagSummary';
import { RowCheckbox, SelectAllCheckbox } from '../../components/selection/SelectCheckbox';
import type { RowSelection } from '../../components/selection/useRowSelection';

export interface RosterTableProps {
  influencers: readonly RosterInfluencer[];
  selectedId: number | null;
  onChoose: (influencerId: number) => void;
  sort: RosterSortState;
  onSort: (column: SortableColumn) => void;
  /** The bulk selection: a checkbox per row and Select all (the page) in the header. */
  selection?: RowSelection<RosterInfluencer>;
}

/** The id of a row's talent button (the side panel gives focus back to it when it closes). */
export const rosterTalentButtonId = (influencerId: number) => `roster-talent-${influencerId}`;

/**
 * The roster rows, one line each: Talent (photo, name, handle), Platform (the primary account's,
 * as an icon), Followers (of that account, labelled with its platform), Total Reach (every
 * account), Engagement Rate, Average Views (of the primary account, labelled with its platform),
 * Tags (5 then '+N more'). Every column but Platform and Tags sorts (server side, over the whole
 * roster) from its header. The API computes every number; this table only formats them.
 */
export function RosterTable({
  influencers,
  selectedId,
  onChoose,
  sort,
  onSort,
  selection,
}: RosterTableProps) {
  const sortable = (column: SortableColumn) => ({
    state: ariaSort(sort, column),
    onSort: () => onSort(column),
  });
  return (
    <DataTable
      className="tpp-roster-table tpp-table--stacks"
      aria-label="Talent roster"
      columns={[
        selection
          ? {
              key: 'select',
              label: 'Select',
              header: <SelectAllCheckbox rows={influencers} selection={selection} />,
            }
          : null,
        { key: 'talent', label: 'Creator', sort: sortable('name') },
        { key: 'platform', label: 'Platform' },
        { key: 'followers', label: 'Followers', numeric: true, sort: sortable('followers') },
        { key: 'reach', label: 'Total Reach', numeric: true, sort: sortable('total_reach') },
        { key: 'engagement', label: 'Engagement Rate', numeric: true, sort: sortable('engagement_rate') },
        { key: 'views', label: 'Average Views', numeric: true, sort: sortable('average_views') },
        { key: 'tags', label: 'Tags' },
      ]}
    >
      {influencers.map((influencer) => {
        const selected = influencer.id === selectedId;
        const handle = influencer.primary_handle?.replace(/^@/, '');
        return (
          <tr key={influencer.id} aria-selected={selected} className={selected ? 'is-selected' : undefined}>
            {selection ? (
              <td className="tpp-select-cell">
                <RowCheckbox
                  row={influencer}
                  rows={influencers}
                  selection={selection}
                  label={`Select ${influencer.fullname}`}
                />
              </td>
            ) : null}
            <td className="tpp-roster-table__talent">
              <button
                type="button"
                id={rosterTalentButtonId(influencer.id)}
                className="tpp-talent-cell"
                aria-expanded={selected}
                aria-controls={selected ? 'roster-side-panel' : undefined}
                onClick={() => onChoose(influencer.id)}
              >
                <TalentAvatarName
                  name={influencer.fullname}
                  pictureUrl={influencer.picture_main_url}
                  detail={handle ? `@${handle}` : undefined}
                />
              </button>
            </td>
            <td data-label="Platform" className="tpp-roster-table__platform">
              {influencer.primary_platform ? (
                <PlatformIcon platform={influencer.primary_platform} />
              ) : (
                <span className="tpp-muted">None</span>
              )}
            </td>
            <td data-label="Followers" className="tpp-table__number">
              <FollowersFigure value={influencer.primary_followers} platform={influencer.primary_platform} />
            </td>
            <td data-label="Total Reach" className="tpp-table__number">
              {formatCount(influencer.total_reach)}
            </td>
            <td data-label="Engagement Rate" className="tpp-table__number">
              {formatPercent(influencer.primary_engagement_rate)}
            </td>
            <td data-label="Average Views" className="tpp-table__number">
              <ViewsFigure figure={influencer.average_views} />
            </td>
            <td data-label="Tags" className="tpp-roster-table__tags">
              <TagSummary tags={influencer.tags} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
