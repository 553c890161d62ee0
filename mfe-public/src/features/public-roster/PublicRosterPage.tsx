import '../../components/publicPages.css';
import './publicRoster.css';
import { useMemo } from 'react';
import { SOCIAL_PLATFORMS, type PublicRosterResponse, type SocialPlatform } from '@tpp/contracts';
import { formatCount, InfluencerProfileView, platformLabel, ThemedPage, isGrayScale } from '@tpp/profile';
import { EmptyState, SelectField, TextField, useDocumentTitle } from '@tpp/ui';
import { OpenedProfileStates, ProfileBack } from '../../components/ProfileStates';
import { routeId, usePublicProfile } from '../../api/usePublicProfile';
import { ROSTER_SORTS, type RosterSort } from './rosterSort';
import {
  creatorCount,
  filterCards,
  isNarrowed,
  NO_FILTERS,
  platformsOf,
  tagOptions,
  toggleTag,
  type RosterFilters,
  type TagOption,
} from './rosterFilters';
import { useRosterFilters } from './rosterAddress';
import { RosterBrowser } from './RosterBrowser';
import { TagFilter } from './TagFilter';
import { PoweredBy, TeamHeader } from '../../components/TeamHeader';
import { PublicStates } from '../../components/PublicStates';
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

function FilterBar({
  filters,
  platforms,
  tags,
  onChange,
}: {
  filters: RosterFilters;
  platforms: readonly SocialPlatform[];
  tags: readonly TagOption[];
  onChange: (filters: RosterFilters) => void;
}) {
  return (
    <div className="pub-toolbar pub-roster-filters" role="search" aria-label="Filter creators">
      <h2 className="pub-toolbar__title">Creators</h2>
      <div className="pub-roster-filters__fields">
        <TextField
          label="Search by name"
          className="pub-roster-filters__search"
          type="search"
          autoComplete="off"
          placeholder="Name or @handle"
          value={filters.query}
          onChange={(event) => onChange({ ...filters, query: event.target.value })}
        />
        <SelectField
          label="Platform"
          value={filters.platform}
          onChange={(event) => onChange({ ...filters, platform: event.target.value as SocialPlatform | '' })}
        >
          <option value="">All platforms</option>
          {platforms.map((platform) => (
            <option key={platform} value={platform}>
              {platformLabel(platform)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Sort by"
          className="pub-sort"
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as RosterSort })}
        >
          {ROSTER_SORTS.map(({ id, label }) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      <TagFilter
        options={tags}
        onToggle={(tag) => onChange({ ...filters, tags: toggleTag(filters.tags, tag) })}
      />
    </div>
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
  const [filters, setFilters] = useRosterFilters();
  const ready = state.status === 'ready' ? state.data : null;
  useDocumentTitle(
    ready ? ready.team.team_name : state.status === 'not-found' ? 'Roster not found' : 'Talent Roster',
  );

  const display = ready?.team.display_settings;
  const hideEngagement = display?.displayRosterHideEngagment ?? false;
  const cards = useMemo(
    () => (ready ? filterCards(ready.influencers, filters, hideEngagement) : []),
    [ready, filters, hideEngagement],
  );
  const clearFilters = () => setFilters({ ...NO_FILTERS, sort: filters.sort });
  const platforms = useMemo(() => platformsOf(ready?.influencers ?? []), [ready]);
  const tags = useMemo(() => tagOptions(cards, filters.tags), [cards, filters.tags]);

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
            <FilterBar filters={filters} platforms={platforms} tags={tags} onChange={setFilters} />
            <div className="pub-roster-count">
              <p role="status">{creatorCount(cards.length)}</p>
              {isNarrowed(filters) && cards.length > 0 ? (
                <button type="button" className="tpp-button tpp-button--secondary" onClick={clearFilters}>
                  Clear filters
                </button>
              ) : null}
            </div>
            {cards.length === 0 ? (
              <EmptyState
                title="No creators match these filters."
                action={
                  <button type="button" className="tpp-button" onClick={clearFilters}>
                    Clear filters
                  </button>
                }
              />
            ) : (
              <RosterBrowser
                cards={cards}
                search={search}
                onOpen={openCreator}
                grayScale={isGrayScale(display)}
                hideEngagement={hideEngagement}
                display={display}
              />
            )}
          </>
        )}
      </div>
      <PoweredBy />
    </ThemedPage>
  );
}
