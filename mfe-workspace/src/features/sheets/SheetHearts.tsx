import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import type { InfluencerLike } from '@tpp/contracts';
import { favoritesApi } from '../../api/favoritesApi';
import { formatShortDate } from '../../components/formatDates';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; likes: InfluencerLike[] };

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
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    favoritesApi.sheetLikes(sheetId, influencerId, controller.signal).then(
      (answer) => setLoad({ state: 'ready', likes: answer.likes }),
      () => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [open, sheetId, influencerId, attempt]);

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
        {open && load.state === 'loading' ? <p className="tpp-muted">{SHEET_HEARTS_TEXTS.loading}</p> : null}
        {open && load.state === 'failed' ? (
          <p role="alert">
            {SHEET_HEARTS_TEXTS.failed}{' '}
            <button
              type="button"
              className="tpp-button tpp-button--link"
              onClick={() => setAttempt((n) => n + 1)}
            >
              Try Again
            </button>
          </p>
        ) : null}
        {open && load.state === 'ready' ? (
          <ul className="tpp-sheet-hearts__list" aria-label={`Hearts for ${name}`}>
            {load.likes.map((like) => (
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
