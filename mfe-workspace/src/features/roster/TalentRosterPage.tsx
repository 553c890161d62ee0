import { useState } from 'react';
import { Link } from 'wouter';
import { ROSTER_NAME_FILTER_DEBOUNCE_MS } from '@tpp/contracts';
import {
  Button,
  EmptyState,
  LinkButton,
  LoadFailedAlert,
  PageHeader,
  Pager,
  Spinner,
  useDebouncedValue,
  useDocumentTitle,
} from '@tpp/ui';
import { PublicRosterLink } from './PublicRosterLink';
import { RosterFilters } from '../../components/RosterFilters';
import { useRosterFilters } from './rosterFilterStore';
import { effectiveNameFilter } from '../../components/rosterRules';
import { RosterSidePanel } from './RosterSidePanel';
import { RosterTable } from './RosterTable';
import { useRoster } from './useRoster';
import { useTeamId } from '../../components/useTeamId';
import { useUsedTags } from '../../api/useUsedTags';
import '../../components/talent.css';
import { shownData } from '../../components/useLoad';

/** /influencers: the team roster with filters, sort, pages and a profile side panel. */
export function TalentRosterPage() {
  useDocumentTitle('Talent Roster');
  const teamId = useTeamId();
  const filters = useRosterFilters();
  const usedTags = useUsedTags();
  const debouncedName = useDebouncedValue(filters.name, ROSTER_NAME_FILTER_DEBOUNCE_MS);
  const name = effectiveNameFilter(debouncedName);
  const [attempt, setAttempt] = useState(0);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const load = useRoster(
    { name, tag: filters.tag, sort: filters.sort, page: filters.page, limit: filters.limit },
    attempt,
  );

  const data = shownData(load);
  const filtered = name !== '' || filters.tag !== '';
  const selected = data?.influencers.find((influencer) => influencer.id === selectedId) ?? null;
  const pageCount = data ? Math.max(1, Math.ceil(data.total_influencers / filters.limit)) : 1;

  const choose = (influencerId: number) =>
    setSelectedId((current) => (current === influencerId ? null : influencerId));

  return (
    <div className="tpp-page tpp-roster">
      <PageHeader
        title="Talent Roster"
        subtitle={
          data && load.state === 'ready'
            ? `${data.total_influencers} ${filtered ? 'matching' : 'on your roster'}`
            : undefined
        }
        actions={
          <nav aria-label="Talent Roster links" className="tpp-page-header__actions">
            {teamId ? <PublicRosterLink teamId={teamId} /> : null}
            <LinkButton href="/add-talent" variant="primary">
              Add Talent
            </LinkButton>
            <LinkButton href="/influencers/tags">View All Tags</LinkButton>
            <LinkButton href="/tagging-assistant">Tagging Assistant</LinkButton>
          </nav>
        }
      />
      <RosterFilters
        name={filters.name}
        tag={filters.tag}
        sort={filters.sort}
        limit={filters.limit}
        usedTags={usedTags}
        onName={filters.setName}
        onTag={filters.setTag}
        onToggleSort={filters.toggleNameSort}
        onLimit={filters.setLimit}
      />
      {load.state === 'failed' ? (
        <LoadFailedAlert onRetry={() => setAttempt((count) => count + 1)}>{load.message}</LoadFailedAlert>
      ) : null}
      {load.state === 'loading' && !data ? <Spinner label="Loading the roster..." /> : null}
      {data && data.influencers.length === 0 && load.state === 'ready' ? (
        filtered ? (
          <EmptyState
            title="No talent matches these filters."
            action={
              <Button variant="secondary" onClick={filters.reset}>
                Clear filters
              </Button>
            }
          >
            Try another name or tag.
          </EmptyState>
        ) : (
          <EmptyState
            title="No talent on your roster yet."
            action={
              <LinkButton href="/add-talent" variant="primary">
                Add Talent
              </LinkButton>
            }
          >
            Request your first creator with Add Talent; once added, they appear here with their audience data.
          </EmptyState>
        )
      ) : null}
      {data && data.influencers.length > 0 ? (
        <div className={selected ? 'tpp-roster__body has-panel' : 'tpp-roster__body'}>
          <div className="tpp-roster__list" aria-busy={load.state === 'loading'}>
            <RosterTable influencers={data.influencers} selectedId={selectedId} onChoose={choose} />
            <div className="tpp-roster__footer">
              <span className="tpp-muted">
                Showing {(filters.page - 1) * filters.limit + 1}–
                {(filters.page - 1) * filters.limit + data.influencers.length} of {data.total_influencers}
              </span>
              <Pager
                page={filters.page}
                pageCount={pageCount}
                onPage={filters.setPage}
                label="Roster pages"
              />
            </div>
          </div>
          {selected ? (
            <RosterSidePanel influencer={selected} teamId={teamId} onClose={() => setSelectedId(null)} />
          ) : null}
        </div>
      ) : null}
      <p className="tpp-muted tpp-roster__hint">
        Tags are edited on each talent's profile or on the <Link href="/influencers/tags">Tags</Link> page.
      </p>
    </div>
  );
}
