import type { RosterInfluencer } from '@tpp/contracts';
import { followerLabel } from '@tpp/contracts';
import { DataTable } from '../../components/DataTable';
import { TalentAvatarName } from '../../components/TalentAvatarName';
import { PLATFORM_LABELS, formatCount, formatLocation } from '../../components/rosterRules';
import { TagSummary } from '../../components/TagSummary';

export interface RosterTableProps {
  influencers: readonly RosterInfluencer[];
  selectedId: number | null;
  onChoose: (influencerId: number) => void;
}

/** The roster rows: photo, name, primary handle and platform, followers, tags, location. */
export function RosterTable({ influencers, selectedId, onChoose }: RosterTableProps) {
  return (
    <DataTable
      className="tpp-roster-table"
      columns={[
        { key: 'talent', label: 'Talent' },
        { key: 'primary', label: 'Primary account' },
        { key: 'followers', label: 'Followers', numeric: true },
        { key: 'tags', label: 'Tags' },
        { key: 'location', label: 'Location' },
      ]}
    >
      {influencers.map((influencer) => {
        const selected = influencer.id === selectedId;
        const location = formatLocation(influencer.city, influencer.state);
        return (
          <tr key={influencer.id} aria-selected={selected} className={selected ? 'is-selected' : undefined}>
            <td>
              <button
                type="button"
                className="tpp-talent-cell"
                aria-expanded={selected}
                aria-controls="roster-side-panel"
                onClick={() => onChoose(influencer.id)}
              >
                <TalentAvatarName name={influencer.fullname} pictureUrl={influencer.picture_main_url} />
              </button>
            </td>
            <td data-label="Primary account">
              {influencer.primary_handle ? (
                <>
                  <span className="tpp-handle">@{influencer.primary_handle.replace(/^@/, '')}</span>
                  <span className="tpp-muted">
                    {' '}
                    · {PLATFORM_LABELS[influencer.primary_platform ?? ''] ?? influencer.primary_platform}
                  </span>
                </>
              ) : (
                <span className="tpp-muted">None</span>
              )}
            </td>
            <td data-label={followerLabel(influencer.primary_platform ?? '')} className="tpp-table__number">
              {formatCount(influencer.primary_followers)}
            </td>
            <td data-label="Tags">
              <TagSummary tags={influencer.tags} />
            </td>
            <td data-label="Location">{location || <span className="tpp-muted">Unknown</span>}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}
