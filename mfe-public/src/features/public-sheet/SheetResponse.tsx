import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { creatorCount, SHEET_MESSAGES, type PublicTalentSheet } from '@tpp/contracts';
import { isPlainClick } from '@tpp/profile';
import { Button } from '@tpp/ui';
import { useViewerEmail } from '../../api/viewerEmail';
import type { SheetLikes } from '../../components/CreatorList';
import type { ResponseFormValues } from './responseForm';
import { SheetFrame } from './SheetFrame';

// The form's code loads when the brand first reaches for it, so it adds nothing to a shared
// sheet's first load (e2e/tests/budgets.spec.ts).
const loadResponseModal = () => import(/* webpackChunkName: "on-demand-response-form" */ './ResponseModal');
const ResponseModal = lazy(loadResponseModal);

/** A creator the brand marked: its name for the thank-you screen, its place on the sheet for the order sent. */
interface Mark {
  fullname: string;
  rank: number;
}

/** What the brand sent, shown back on the thank-you screen. */
export interface SentResponse {
  names: string[];
  values: ResponseFormValues;
}

/**
 * The brand's answer to a shared sheet, the same on every brand-facing sheet page (single page,
 * roster view, response view): the creators marked with a heart (kept across pages of the
 * sheet), the sticky 'N creators marked · Send Response' bar with its form, and what was sent.
 */
export function useSheetResponse() {
  const [marks, setMarks] = useState<ReadonlyMap<number, Mark>>(new Map());
  const [sent, setSent] = useState<SentResponse | null>(null);
  const toggle = useCallback((creator: { id: number; fullname: string }, rank: number) => {
    setMarks((current) => {
      const next = new Map(current);
      if (next.has(creator.id)) next.delete(creator.id);
      else next.set(creator.id, { fullname: creator.fullname, rank });
      return next;
    });
  }, []);
  const likes = useMemo<SheetLikes>(() => ({ isLiked: (id) => marks.has(id), toggle }), [marks, toggle]);
  // Marked creators in sheet order.
  const marked = [...marks].sort(([, a], [, b]) => a.rank - b.rank);
  return {
    likes,
    likedIds: marked.map(([id]) => id),
    likedNames: marked.map(([, mark]) => mark.fullname),
    sent,
    onSent: (values: ResponseFormValues) => {
      setSent({ names: marked.map(([, mark]) => mark.fullname), values });
      window.scrollTo({ top: 0 });
    },
    /** Back to the sheet after sending: a fresh start, nothing marked. */
    restart: () => {
      setSent(null);
      setMarks(new Map());
      window.scrollTo({ top: 0 });
    },
  };
}

export type SheetResponseState = ReturnType<typeof useSheetResponse>;

/** The sticky bar under the creators: how many are marked, and 'Send Response' with its form. */
export function ResponseBar({ sheet, response }: { sheet: PublicTalentSheet; response: SheetResponseState }) {
  const viewerEmail = useViewerEmail();
  const [formOpen, setFormOpen] = useState(false);
  const [formUsed, setFormUsed] = useState(false);
  const count = response.likedIds.length;
  return (
    <div className="ps-response-bar">
      <p className="ps-response-bar__count" aria-live="polite">
        {count === 0 ? 'No creators marked yet' : `${creatorCount(count)} marked`}
      </p>
      <Button
        onPointerEnter={() => void loadResponseModal()}
        onFocus={() => void loadResponseModal()}
        onClick={() => {
          setFormUsed(true);
          setFormOpen(true);
        }}
      >
        Send Response
      </Button>
      {formUsed ? (
        <Suspense fallback={null}>
          <ResponseModal
            open={formOpen}
            onClose={() => setFormOpen(false)}
            sheetId={sheet.id}
            liked={response.likedIds}
            key={viewerEmail ?? ''}
            initialEmail={viewerEmail}
            onSent={(values) => {
              setFormOpen(false);
              response.onSent(values);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Under a shared sheet's heading: the photo opens analytics, the heart marks a creator. */
export function SheetPrompt({ sheet }: { sheet: PublicTalentSheet }) {
  return (
    <>
      <p className="ps-heading__prompt">{SHEET_MESSAGES.clickForAnalytics}</p>
      <p className="ps-heading__prompt">
        Press ♡ to mark the creators you are interested in, then send {sheet.team_name} your response.
      </p>
    </>
  );
}

/**
 * The thank-you screen: what was sent (the marked creators by name, the message) and the way
 * back to the sheet (`backHref`, the page the brand answered from).
 */
export function ResponseThanks({
  sheet,
  sent,
  backHref,
  onBack,
}: {
  sheet: PublicTalentSheet;
  sent: SentResponse;
  backHref: string;
  onBack: () => void;
}) {
  const { names, values } = sent;
  const comments = values.comments.trim();
  return (
    <SheetFrame sheet={sheet} gate="open" profileOpen>
      <div className="ps-thanks" role="status">
        <span className="ps-thanks__icon" aria-hidden="true">
          ♥
        </span>
        <h2>{SHEET_MESSAGES.responseThanks}</h2>
        <p>
          {names.length > 0
            ? `${sheet.team_name} will see the ${names.length === 1 ? 'creator' : `${names.length} creators`} you marked and get back to you.`
            : `${sheet.team_name} will get back to you.`}
        </p>
        <section className="ps-thanks__sent" aria-label="Your response">
          <h3>Your response</h3>
          <dl>
            <dt>{names.length === 1 ? 'Creator you marked' : 'Creators you marked'}</dt>
            <dd>
              {names.length > 0 ? (
                <ul className="ps-thanks__names">
                  {names.map((name, index) => (
                    <li key={index}>{name}</li>
                  ))}
                </ul>
              ) : (
                'None'
              )}
            </dd>
            <dt>Your message</dt>
            <dd className="ps-thanks__message">{comments || 'No message'}</dd>
            <dt>Sent as</dt>
            <dd>
              {values.name.trim()} ({values.email.trim()})
            </dd>
          </dl>
        </section>
        <a
          className="tpp-button tpp-button--secondary"
          href={backHref}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onBack();
          }}
        >
          Back to the sheet
        </a>
      </div>
    </SheetFrame>
  );
}
