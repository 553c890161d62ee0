import { useState } from 'react';
import { creatorCount, SHEET_LIMITS, SHEET_TIMINGS_MS, type FavoriteInfluencer } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import {
  Alert,
  EmptyState,
  LinkButton,
  LoadingState,
  PageHeader,
  Pager,
  useDocumentTitle,
  useTimedMessage,
} from '@tpp/ui';
import { useTeamId } from '../../components/useTeamId';
import { favoritesApi } from '../../api/favoritesApi';
import { toggledFavorite } from './favoriteRules';
import { FavoritesTable } from './FavoritesTable';
import { FAVORITES_LOAD_FAILED, useFavorites } from './useFavorites';
import { QueryFailed } from '../../components/QueryFailed';
import '../../components/talent.css';
import './favorites.css';

const LIKE_FAILED = 'Your favorite could not be saved. Try again.';

/** /favorites: talent brands liked on the team's sheets or team members marked, 50 per page. */
export function FavoritesPage() {
  useDocumentTitle('Favorites');
  const teamId = useTeamId();
  const [page, setPage] = useState(1);
  const { query, replace } = useFavorites(page);
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  const failure = useTimedMessage(SHEET_TIMINGS_MS.errorToast);
  const { data, state } = query;
  const ready = state.status === 'ready' && !query.pending;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / SHEET_LIMITS.favoritesPageSize)) : 1;

  const toggle = async (influencer: FavoriteInfluencer) => {
    if (!teamId) return;
    const liked = !influencer.liked_by_me;
    setBusyIds((ids) => new Set(ids).add(influencer.id));
    replace(influencer.id, (row) => toggledFavorite(row, liked));
    try {
      if (liked) await favoritesApi.like(influencer.id, teamId);
      else await favoritesApi.unlike(influencer.id, teamId);
    } catch (error) {
      replace(influencer.id, (row) => toggledFavorite(row, !liked));
      failure.show(errorMessage(error, LIKE_FAILED));
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(influencer.id);
        return next;
      });
    }
  };

  return (
    <div className="tpp-page tpp-favorites">
      <PageHeader
        title="Favorites"
        subtitle={
          data && ready && data.total > 0
            ? `${creatorCount(data.total)} liked by brands on your sheets or by your team`
            : undefined
        }
        actions={<LinkButton href="/influencers">Talent Roster</LinkButton>}
      />
      {failure.message ? <Alert tone="error">{failure.message}</Alert> : null}
      <QueryFailed query={query} text={FAVORITES_LOAD_FAILED} />
      {state.status === 'loading' ? <LoadingState label="Loading favorites..." /> : null}
      {data && data.influencers.length === 0 && ready ? (
        <EmptyState
          title="No favorites yet."
          action={
            <LinkButton href="/talent-sheets" variant="primary">
              Talent Sheets
            </LinkButton>
          }
        >
          When a brand hearts a creator on a sheet you shared, or someone on your team marks a favorite, the
          creator shows here.
        </EmptyState>
      ) : null}
      {data && data.influencers.length > 0 ? (
        <div aria-busy={query.fetching}>
          <FavoritesTable
            influencers={data.influencers}
            busyIds={busyIds}
            onToggle={(row) => void toggle(row)}
          />
          <div className="tpp-list-footer">
            <span className="tpp-muted">
              Showing {(page - 1) * SHEET_LIMITS.favoritesPageSize + 1}–
              {(page - 1) * SHEET_LIMITS.favoritesPageSize + data.influencers.length} of {data.total}
            </span>
            <Pager page={page} pageCount={pageCount} onPage={setPage} label="Favorites pages" />
          </div>
        </div>
      ) : null}
    </div>
  );
}
