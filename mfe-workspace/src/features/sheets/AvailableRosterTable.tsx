import { followerLabel, type RosterInfluencer } from '@tpp/contracts';
import { Button } from '@tpp/ui';
import { TalentAvatarName } from '../../components/TalentAvatarName';
import { formatCount } from '../../components/rosterRules';
import { TagSummary } from '../../components/TagSummary';
import { DataTable } from '../../components/DataTable';
import { ariaSort, type EditorRosterSort, type SortableColumn } from './sheetRules';

export interface AvailableRosterTableProps {
  influencers: readonly RosterInfluencer[];
  onSheet: ReadonlySet<number>;
  onAdd: (influencer: RosterInfluencer) => void;
  sort: EditorRosterSort;
  onSort: (column: SortableColumn) => void;
}

/**
 * The roster rows under the editor: Talent, Followers (primary), Tags (5 then '+N more'), Add.
 * Talent and Followers sort (server side) from their headers.
 */
export function AvailableRosterTable({
  influencers,
  onSheet,
  onAdd,
  sort,
  onSort,
}: AvailableRosterTableProps) {
  return (
    <DataTable
      className="tpp-available-roster"
      columns={[
        {
          key: 'name',
          label: 'Talent',
          sort: { state: ariaSort(sort, 'name'), onSort: () => onSort('name') },
        },
        {
          key: 'followers',
          label: 'Followers',
          numeric: true,
          sort: { state: ariaSort(sort, 'followers'), onSort: () => onSort('followers') },
        },
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
            <td data-label={followerLabel(influencer.primary_platform ?? '')} className="tpp-table__number">
              {formatCount(influencer.primary_followers)}
            </td>
            <td data-label="Tags">
              <TagSummary tags={influencer.tags} />
            </td>
            <td className="tpp-table__action">
              <Button
                variant={added ? 'secondary' : 'primary'}
                disabled={added}
                aria-label={added ? `${influencer.fullname} added` : `Add ${influencer.fullname}`}
                onClick={() => onAdd(influencer)}
              >
                {added ? 'Added' : 'ADD'}
              </Button>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
