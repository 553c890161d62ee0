import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useApiQuery } from '@tpp/session';
import { ErrorState, LoadingState } from '@tpp/ui';
import { favoritesApi } from '../../api/favoritesApi';
import { workspaceKeys } from '../../api/workspaceQueries';
import { formatShortDate } from '../../components/formatDates';

export const SHEET_HEARTS_TEXTS = {
  loading: 'Loading the hearts…',
  failed: 'The hearts could not be loaded.',
  teamMember: 'A team member',
  brand: 'A brand',
} as const;

/**
 * The hearts a creator got on this sheet: a button with the count that opens who gave them; a
 * brand's heart links to its response's conversation in Messages ('View Response').
 */
export function SheetHearts({
  sheetId,
  influencerId,
  name,
  count,
}: {
  sheetId: string;
  influencerId: number;
  name: string;
  count: number;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // Read when the panel first opens.
  const query = useApiQuery(
    workspaceKeys.sheetLikes(sheetId, influencerId),
    (signal) => favoritesApi.sheetLikes(sheetId, influencerId, signal),
    { enabled: open },
  );
  const { state } = query;

  return (
    <span className="tpp-sheet-hearts">
      <button
        type="button"
        className="tpp-sheet-talent__likes tpp-sheet-hearts__button"
        aria-expanded={open}
        aria-controls={panelId}
        title="Hearts from brands on this sheet"
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">♥</span> {count}
        <span className="tpp-visually-hidden">
          {' '}
          {count === 1 ? 'heart' : 'hearts'} for {name}
        </span>
      </button>
      <div id={panelId} className="tpp-sheet-hearts__panel" hidden={!open}>
        {open && state.status === 'loading' ? <LoadingState label={SHEET_HEARTS_TEXTS.loading} /> : null}
        {open && (state.status === 'error' || state.status === 'not-found') ? (
          <ErrorState onRetry={query.retry}>{SHEET_HEARTS_TEXTS.failed}</ErrorState>
        ) : null}
        {open && state.status === 'ready' ? (
          <ul className="tpp-sheet-hearts__list" aria-label={`Hearts for ${name}`}>
            {state.data.likes.map((like) => (
              <li key={like.id}>
                <span>
                  {like.source === 'brand'
                    ? (like.responder_name ?? SHEET_HEARTS_TEXTS.brand)
                    : SHEET_HEARTS_TEXTS.teamMember}
                </span>{' '}
                <span className="tpp-muted">{formatShortDate(like.created_at)}</span>
                {like.conversation_id !== null ? (
                  <>
                    {' '}
                    <Link
                      href={`/messages?conversation_id=${like.conversation_id}`}
                      aria-label={`View Response from ${like.responder_name ?? SHEET_HEARTS_TEXTS.brand}`}
                    >
                      View Response
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </span>
  );
}
