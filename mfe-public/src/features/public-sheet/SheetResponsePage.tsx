import { useCallback, useState } from 'react';
import { SHEET_LIMITS, SHEET_MESSAGES } from '@tpp/contracts';
import { isGrayScale, RosterCard } from '@tpp/profile';
import { CreatorNote } from '../../components/CreatorNote';
import { Button, EmptyState } from '@tpp/ui';
import { publicId } from '../../api/publicSheetsApi';
import { useViewerEmail } from '../../api/viewerEmail';
import { ResponseModal } from './ResponseModal';
import { SheetFrame } from './SheetFrame';
import { SheetStates } from './SheetStates';
import { readySheet, useSheetChrome } from './useSheetChrome';
import { usePublicSheet } from '../../api/usePublicSheet';

export interface SheetResponsePageProps {
  sheetId: string;
}

/**
 * /public/talent-sheet-response/{id}: up to 50 creators; a click toggles interest (heart), then
 * 'Send Response' asks for name, email and comments, and a thank-you screen follows.
 */
export default function SheetResponsePage({ sheetId }: SheetResponsePageProps) {
  const id = publicId(sheetId);
  const { state, retry } = usePublicSheet(id, 1, SHEET_LIMITS.responseViewLimit);
  const sheet = readySheet(state);
  const gate = useSheetChrome(state, sheet, 'sheet_response_view');
  const viewerEmail = useViewerEmail();
  const [liked, setLiked] = useState<ReadonlySet<number>>(new Set());
  const [formOpen, setFormOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const toggle = useCallback((creatorId: number) => {
    setLiked((current) => {
      const next = new Set(current);
      if (next.has(creatorId)) next.delete(creatorId);
      else next.add(creatorId);
      return next;
    });
  }, []);

  if (!sheet) return <SheetStates state={state} onRetry={retry} />;

  const display = sheet.settings;
  if (sent) {
    return (
      <SheetFrame sheet={sheet} gate="open" profileOpen>
        <div className="ps-thanks" role="status">
          <span className="ps-thanks__icon" aria-hidden="true">
            ♥
          </span>
          <h2>{SHEET_MESSAGES.responseThanks}</h2>
          <p>
            {liked.size > 0
              ? `${sheet.team_name} will see the ${liked.size === 1 ? 'creator' : `${liked.size} creators`} you marked and get back to you.`
              : `${sheet.team_name} will get back to you.`}
          </p>
        </div>
      </SheetFrame>
    );
  }

  // Liked creators in sheet order.
  const likedIds = sheet.influencers.filter((creator) => liked.has(creator.id)).map((creator) => creator.id);
  return (
    <SheetFrame
      sheet={sheet}
      gate={gate}
      className="ps-response"
      intro={
        <p className="ps-heading__prompt">
          Click the creators you are interested in, then send your response to {sheet.team_name}.
        </p>
      }
    >
      {sheet.influencers.length === 0 ? (
        <EmptyState title="No creators on this sheet yet.">
          The team has not added anyone to this sheet.
        </EmptyState>
      ) : (
        <ul className="pf-cards" aria-label="Creators">
          {sheet.influencers.map((creator) => (
            <RosterCard
              key={creator.id}
              card={creator}
              onOpen={toggle}
              pressed={liked.has(creator.id)}
              grayScale={isGrayScale(display)}
              hideEngagement={display.displayRosterHideEngagment}
              href="#"
            >
              <CreatorNote html={creator.note_html} />
            </RosterCard>
          ))}
        </ul>
      )}
      <div className="ps-response-bar">
        <p className="ps-response-bar__count" aria-live="polite">
          {likedIds.length === 0
            ? 'No creators marked yet'
            : `${likedIds.length} ${likedIds.length === 1 ? 'creator' : 'creators'} marked`}
        </p>
        <Button onClick={() => setFormOpen(true)}>Send Response</Button>
      </div>
      <ResponseModal
        open={formOpen}
        onClose={() => setFormOpen(false)}
        sheetId={sheet.id}
        liked={likedIds}
        key={viewerEmail ?? ''}
        initialEmail={viewerEmail}
        onSent={() => {
          setFormOpen(false);
          setSent(true);
          window.scrollTo({ top: 0 });
        }}
      />
    </SheetFrame>
  );
}
