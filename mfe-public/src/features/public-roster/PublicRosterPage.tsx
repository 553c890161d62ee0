import '../../components/publicPages.css';
import { useMemo, useState } from 'react';
import { SOCIAL_PLATFORMS, type PublicRosterResponse } from '@tpp/contracts';
import { formatCount, InfluencerProfileView, platformLabel, ThemedPage, isGrayScale } from '@tpp/profile';
import { EmptyState, useDocumentTitle } from '@tpp/ui';
import { OpenedProfileStates, ProfileBack } from '../../components/ProfileStates';
import { routeId, usePublicProfile } from '../../api/usePublicProfile';
import { ROSTER_SORTS, sortCards, type RosterSort } from './rosterSort';
import { PoweredBy, TeamHeader } from '../../components/TeamHeader';
import { PublicStates } from '../../components/PublicStates';
import { CreatorList } from '../../components/CreatorList';
import { useCreatorNav } from '../../components/useCreatorNav';
import { useRoster } from './useRoster';

export interface PublicRosterPageProps {
  teamId: string;
}

function StatTiles({ stats }: { stats: PublicRosterResponse['stats'] }) {
  return (
    <dl className="pub-tiles">
      <div className="pub-tile">
        <dt>No of Creators</dt>
        <dd>{stats.creators}</dd>
      </div>
      <div className="pub-tile">
        <dt>Total Reach</dt>
        <dd>{formatCount(stats.total_reach)}</dd>
      </div>
      <div className="pub-tile pub-tile--platforms">
        <dt>Social Platforms</dt>
        <dd>
          <ul>
            {SOCIAL_PLATFORMS.map((platform) => (
              <li key={platform}>
                <span className={`pf-platform-dot pf-platform-dot--${platform}`} aria-hidden="true" />
                <span>{platformLabel(platform)}</span>
                <strong>{formatCount(stats.reach_by_platform[platform] ?? 0)}</strong>
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}

function SelectedProfile({
  influencerId,
  team,
  onBack,
}: {
  influencerId: number;
  team: PublicRosterResponse['team'];
  onBack: () => void;
}) {
  const { state, retry } = usePublicProfile(influencerId, team.id);
  const back = <ProfileBack label={'← Back to Roster'} onBack={onBack} />;
  if (state.status !== 'ready') return <OpenedProfileStates state={state} onRetry={retry} back={back} />;
  return (
    <InfluencerProfileView profile={state.data.influencer} display={team.display_settings} topSlot={back} />
  );
}

/** /public/talent-roster/{teamId} and /public/talent-details/{teamId}: the team's public roster. */
export default function PublicRosterPage({ teamId }: PublicRosterPageProps) {
  const id = routeId(teamId);
  const { state, retry } = useRoster(id);
  const { selectedId, search, openCreator, back } = useCreatorNav();
  const [sort, setSort] = useState<RosterSort>('default');
  const ready = state.status === 'ready' ? state.data : null;
  useDocumentTitle(
    ready ? ready.team.team_name : state.status === 'not-found' ? 'Roster not found' : 'Talent Roster',
  );

  const display = ready?.team.display_settings;
  const hideEngagement = display?.displayRosterHideEngagment ?? false;
  const cards = useMemo(
    () => (ready ? sortCards(ready.influencers, sort, hideEngagement) : []),
    [ready, sort, hideEngagement],
  );

  if (!ready || !display) {
    return (
      <PublicStates
        status={state.status === 'ready' ? 'error' : state.status}
        notFoundTitle="Roster not found"
        notFoundBody="This roster does not exist or is no longer shared."
        failedTitle="This roster could not be loaded"
        onRetry={retry}
      />
    );
  }

  return (
    <ThemedPage display={display} className="pub-page pub-roster">
      <TeamHeader team={ready.team} compact={selectedId !== null} />
      <div className="pub-main">
        {selectedId !== null ? (
          <SelectedProfile key={selectedId} influencerId={selectedId} team={ready.team} onBack={back} />
        ) : ready.influencers.length === 0 ? (
          <EmptyState title="No creators on this roster yet." />
        ) : (
          <>
            <StatTiles stats={ready.stats} />
            <div className="pub-toolbar">
              <h2 className="pub-toolbar__title">Creators</h2>
              <div className="tpp-field pub-sort">
                <label htmlFor="pub-roster-sort">Sort by</label>
                <select
                  id="pub-roster-sort"
                  value={sort}
                  onChange={(event) => setSort(event.target.value as RosterSort)}
                >
                  {ROSTER_SORTS.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <CreatorList
              creators={cards}
              search={search}
              onOpen={openCreator}
              grayScale={isGrayScale(display)}
              hideEngagement={hideEngagement}
              layout="grid"
              display={display}
            />
          </>
        )}
      </div>
      <PoweredBy />
    </ThemedPage>
  );
}
