import { Link } from 'wouter';
import { followerLabel, type FavoriteInfluencer } from '@tpp/contracts';
import { DataTable } from '../../components/DataTable';
import { TalentAvatarName } from '../../components/TalentAvatarName';
import { formatShortDate } from '../../components/formatDates';
import { formatCount } from '../../components/rosterRules';
import { HeartToggle } from './HeartToggle';

export interface FavoritesTableProps {
  influencers: readonly FavoriteInfluencer[];
  busyIds: ReadonlySet<number>;
  onToggle: (influencer: FavoriteInfluencer) => void;
}

/**
 * Photo and name, followers, likes, the sheets the likes came from, the brand responses that liked
 * the creator (each a conversation in Messages), last liked, and my heart.
 */
export function FavoritesTable({ influencers, busyIds, onToggle }: FavoritesTableProps) {
  return (
    <DataTable
      className="tpp-favorites-table tpp-table--stacks"
      columns={[
        { key: 'talent', label: 'Creator' },
        { key: 'followers', label: 'Followers', numeric: true },
        { key: 'likes', label: 'Likes', numeric: true },
        { key: 'sheets', label: 'Liked on sheets' },
        { key: 'responses', label: 'Brand responses' },
        { key: 'last', label: 'Last liked' },
        { key: 'mine', label: 'Mine' },
      ]}
    >
      {influencers.map((influencer) => (
        <tr key={influencer.id}>
          <td>
            <Link href={`/influencers/profile/${influencer.id}`} className="tpp-talent-cell">
              <TalentAvatarName name={influencer.fullname} pictureUrl={influencer.picture_main_url} />
            </Link>
          </td>
          <td data-label={followerLabel(influencer.primary_platform ?? '')} className="tpp-table__number">
            {formatCount(influencer.primary_followers)}
          </td>
          <td data-label="Likes" className="tpp-table__number">
            {influencer.like_count}
          </td>
          <td data-label="Liked on sheets">
            {influencer.sheets.length === 0 ? (
              <span className="tpp-muted">Team favorite</span>
            ) : (
              <ul className="tpp-inline-list">
                {influencer.sheets.map((sheet) => (
                  <li key={sheet.id}>
                    <Link href={`/talent-sheet/${encodeURIComponent(sheet.id)}`}>{sheet.title}</Link>
                  </li>
                ))}
              </ul>
            )}
          </td>
          <td data-label="Brand responses">
            {influencer.responses.length === 0 ? (
              <span className="tpp-muted">None</span>
            ) : (
              <ul className="tpp-favorites-responses">
                {influencer.responses.map((response) => (
                  <li key={response.conversation_id}>
                    <span>{response.responder_name}</span>{' '}
                    <Link
                      href={`/messages?conversation_id=${response.conversation_id}`}
                      aria-label={`View Response from ${response.responder_name}`}
                    >
                      View Response
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </td>
          <td data-label="Last liked">{formatShortDate(influencer.last_liked_at)}</td>
          <td>
            <HeartToggle
              name={influencer.fullname}
              liked={influencer.liked_by_me}
              busy={busyIds.has(influencer.id)}
              onToggle={() => onToggle(influencer)}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
