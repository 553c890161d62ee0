import { useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { isScreenBuilt, ROSTER_NAME_FILTER_DEBOUNCE_MS, type RosterInfluencer } from '@tpp/contracts';
import { navigate } from '@tpp/session';
import { Button, EmptyState, LinkButton, Pager, useDebouncedValue, useDocumentTitle } from '@tpp/ui';
import { PublicRosterLink } from './PublicRosterLink';
import { RosterFilters } from '../../components/RosterFilters';
import { effectiveNameFilter, nextSort, type SortableColumn } from '../../components/rosterRules';
import { RosterSidePanel } from './RosterSidePanel';
import { RosterSkeleton } from './RosterSkeleton';
import { RosterTable, rosterTalentButtonId } from './RosterTable';
import {
  isFiltered,
  parseRosterSearch,
  rosterApiQuery,
  rosterSearch,
  type RosterUrlState,
} from './rosterUrlState';
import { ROSTER_LOAD_FAILED, useRosterList } from '../../components/useRosterList';
import { useTeamId } from '../../components/useTeamId';
import { useUsedTags } from '../../api/useUsedTags';
import '../../components/talent.css';
import { QueryFailed } from '../../components/QueryFailed';
import { LinksPageHeader } from '../../components/LinksPageHeader';
import { SelectionBar } from '../../components/selection/SelectionBar';
import { useRowSelection } from '../../components/selection/useRowSelection';
import { rosterCsv } from './rosterExport';

/** A roster row is one creator. */
const rosterRowKey = (influencer: RosterInfluencer) => influencer.id;

const SORT_CHOICES = [
  { value: 'followers:desc', label: 'Followers, most first' },
  { value: 'followers:asc', label: 'Followers, fewest first' },
  { value: 'total_reach:desc', label: 'Total reach, most first' },
  { value: 'total_reach:asc', label: 'Total reach, least first' },
  { value: 'engagement_rate:desc', label: 'Engagement rate, highest first' },
  { value: 'engagement_rate:asc', label: 'Engagement rate, lowest first' },
  { value: 'average_views:desc', label: 'Average views, most first' },
  { value: 'average_views:asc', label: 'Average views, fewest first' },
  { value: 'name:asc', label: 'Name, A–Z' },
  { value: 'name:desc', label: 'Name, Z–A' },
] as const;

/**
 * /influencers: the team roster with filters, sortable columns, pages and a profile side panel.
 * Page, page size, sort and filters live in the address: a reload or Back shows the same rows.
 */
export function TalentRosterPage() {
  useDocumentTitle('Talent Roster');
  const teamId = useTeamId();
  const usedTags = useUsedTags();
  const state = parseRosterSearch(useSearch());
  const stateRef = useRef(state);
  stateRef.current = state;

  /** A new address for the changed state: a history entry per choice (Back undoes it), none per keystroke. */
  const go = (patch: Partial<RosterUrlState>, options: { replace?: boolean } = {}) =>
    navigate(`/influencers${rosterSearch({ ...stateRef.current, ...patch })}`, options);
  /** Any filter, sort or page size change starts again at page 1. */
  const refine = (patch: Partial<RosterUrlState>) => go({ ...patch, page: 1 });

  // The name box: typed text applies 150 ms after typing stops (above 2 characters) and replaces the
  // address; an address changed from outside (Back) puts its name back into the box.
  const [nameInput, setNameInput] = useState(state.name);
  const [shownName, setShownName] = useState(state.name);
  if (shownName !== state.name) {
    setShownName(state.name);
    if (effectiveNameFilter(nameInput) !== state.name) setNameInput(state.name);
  }
  const debouncedName = effectiveNameFilter(useDebouncedValue(nameInput, ROSTER_NAME_FILTER_DEBOUNCE_MS));
  useEffect(() => {
    if (debouncedName !== stateRef.current.name)
      navigate(`/influencers${rosterSearch({ ...stateRef.current, name: debouncedName, page: 1 })}`, {
        replace: true,
      });
  }, [debouncedName]);

  const [selectedId, setSelectedId] = useState<number | null>(null);
  const query = useRosterList(rosterApiQuery(state));
  const selection = useRowSelection<RosterInfluencer>(rosterRowKey);

  const { data } = query;
  const { refresh } = selection;
  useEffect(() => {
    if (data) refresh(data.influencers);
  }, [data, refresh]);
  const ready = query.state.status === 'ready' && !query.pending;
  const filtered = isFiltered(state);
  const selected = data?.influencers.find((influencer) => influencer.id === selectedId) ?? null;
  const pageCount = data ? Math.max(1, Math.ceil(data.total_influencers / state.limit)) : 1;

  // An address past the last page (rows removed since, a hand-edited link) shows the last page.
  const pastTheEnd = ready && data && data.influencers.length === 0 && state.page > pageCount;
  useEffect(() => {
    if (pastTheEnd) go({ page: pageCount }, { replace: true });
  });

  const choose = (influencerId: number) =>
    setSelectedId((current) => (current === influencerId ? null : influencerId));
  const closePanel = () => {
    const closing = selectedId;
    setSelectedId(null);
    if (closing !== null) document.getElementById(rosterTalentButtonId(closing))?.focus();
  };
  const sortBy = (column: SortableColumn) => refine({ sort: column, order: nextSort(state, column).order });
  const toPage = (page: number) => {
    go({ page });
    window.scrollTo({ top: 0 });
  };
  const clearFilters = () => {
    setNameInput('');
    go({ name: '', tag: '', platform: '', page: 1 });
  };

  return (
    <div className="tpp-page tpp-roster">
      <LinksPageHeader
        title="Talent Roster"
        subtitle={
          data && ready ? `${data.total_influencers} ${filtered ? 'matching' : 'on your roster'}` : undefined
        }
      >
        {teamId ? <PublicRosterLink teamId={teamId} /> : null}
        {isScreenBuilt('addTalent') ? (
          <LinkButton href="/add-talent" variant="primary">
            Add Talent
          </LinkButton>
        ) : null}
        <LinkButton href="/influencers/tags">View All Tags</LinkButton>
        {isScreenBuilt('taggingAssistant') ? (
          <LinkButton href="/tagging-assistant">Tagging Assistant</LinkButton>
        ) : null}
      </LinksPageHeader>
      <RosterFilters
        name={nameInput}
        tag={state.tag}
        platform={state.platform}
        limit={state.limit}
        usedTags={usedTags}
        onName={setNameInput}
        onTag={(tag) => refine({ tag })}
        onPlatform={(platform) => refine({ platform })}
        onLimit={(limit) => refine({ limit })}
        sortChoice={{
          value: `${state.sort}:${state.order}`,
          options: SORT_CHOICES,
          onChange: (value) => {
            const [sort, order] = value.split(':') as [RosterUrlState['sort'], RosterUrlState['order']];
            refine({ sort, order });
          },
        }}
      />
      <QueryFailed query={query} text={ROSTER_LOAD_FAILED} />
      <SelectionBar
        selection={selection}
        creatorOf={rosterRowKey}
        csv={rosterCsv()}
        tagsOf={(influencer) => influencer.tags}
        onTagged={query.retry}
      />
      {query.state.status === 'loading' ? <RosterSkeleton /> : null}
      {data && data.influencers.length === 0 && ready && !pastTheEnd ? (
        filtered ? (
          <EmptyState
            title="No creator matches these filters."
            action={
              <Button variant="secondary" onClick={clearFilters}>
                Clear Filters
              </Button>
            }
          >
            Try another name, tag or platform.
          </EmptyState>
        ) : (
          <EmptyState
            title="No creators on your roster yet."
            action={
              isScreenBuilt('addTalent') ? (
                <LinkButton href="/add-talent" variant="primary">
                  Add Talent
                </LinkButton>
              ) : undefined
            }
          >
            {isScreenBuilt('addTalent')
              ? 'Request your first creator with Add Talent; once added, they appear here with their audience data.'
              : 'Creators your agency represents appear here with their audience data once they are on your roster.'}
          </EmptyState>
        )
      ) : null}
      {data && data.influencers.length > 0 ? (
        <div className={selected ? 'tpp-roster__body has-panel' : 'tpp-roster__body'}>
          <div className="tpp-roster__list" aria-busy={query.fetching}>
            <RosterTable
              influencers={data.influencers}
              selectedId={selectedId}
              onChoose={choose}
              sort={state}
              onSort={sortBy}
              selection={selection}
            />
            <div className="tpp-roster__footer">
              <span className="tpp-muted">
                Showing {(state.page - 1) * state.limit + 1}–
                {(state.page - 1) * state.limit + data.influencers.length} of {data.total_influencers}
              </span>
              <Pager page={state.page} pageCount={pageCount} onPage={toPage} label="Roster pages" />
            </div>
          </div>
          {selected ? <RosterSidePanel influencer={selected} teamId={teamId} onClose={closePanel} /> : null}
        </div>
      ) : null}
      <p className="tpp-muted tpp-roster__hint">
        Tags are edited on each creator's profile or on the <Link href="/influencers/tags">Tags</Link> page.
      </p>
    </div>
  );
}
