import { SHEET_LIMITS } from '@tpp/contracts';
import { isGrayScale, RosterCard } from '@tpp/profile';
import { CreatorNote } from '../../components/CreatorNote';
import { EmptyState } from '@tpp/ui';
import { publicId } from '../../api/publicSheetsApi';
import { ResponseBar, ResponseThanks, useSheetResponse } from './SheetResponse';
import { SheetFrame } from './SheetFrame';
import { SheetStates } from './SheetStates';
import { readySheet, useSheetChrome } from './useSheetChrome';
import { usePublicSheet } from '../../api/usePublicSheet';

export interface SheetResponsePageProps {
  sheetId: string;
}

/**
 * /public/talent-sheet-response/{id}: up to 50 creators; a click on a card toggles interest
 * (heart), then 'Send Response' asks for name, email and comments, and a thank-you screen follows.
 * The single page and the roster view answer the same way, with a heart on each card.
 */
export default function SheetResponsePage({ sheetId }: SheetResponsePageProps) {
  const id = publicId(sheetId);
  const { state, retry, error } = usePublicSheet(id, 1, SHEET_LIMITS.responseViewLimit);
  const sheet = readySheet(state);
  const gate = useSheetChrome(state, sheet, 'sheet_response_view');
  const response = useSheetResponse();

  if (!sheet) return <SheetStates state={state} error={error} onRetry={retry} />;
  if (response.sent)
    return (
      <ResponseThanks
        sheet={sheet}
        sent={response.sent}
        backHref={`/public/talent-sheet-response/${encodeURIComponent(sheet.id)}`}
        onBack={response.restart}
      />
    );

  const display = sheet.settings;
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
          {sheet.influencers.map((creator, index) => (
            <RosterCard
              key={creator.id}
              card={creator}
              onOpen={() => response.likes.toggle(creator, index)}
              pressed={response.likes.isLiked(creator.id)}
              grayScale={isGrayScale(display)}
              hideEngagement={display.displayRosterHideEngagment}
              href="#"
            >
              <CreatorNote html={creator.note_html} />
            </RosterCard>
          ))}
        </ul>
      )}
      <ResponseBar sheet={sheet} response={response} />
    </SheetFrame>
  );
}
