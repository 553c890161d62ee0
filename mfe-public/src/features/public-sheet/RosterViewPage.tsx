import { SHEET_LIMITS } from '@tpp/contracts';
import { isGrayScale } from '@tpp/profile';
import { LoadMore } from './LoadMore';
import { CreatorList } from '../../components/CreatorList';
import { SheetFrame } from './SheetFrame';
import { SheetProfile } from './SheetProfile';
import { NoSheetCreators, SheetStates } from './SheetStates';
import { useSheetChrome } from './useSheetChrome';
import { useSheetAddress } from './useSheetAddress';
import { useSheetPages } from './useSheetPages';
import { ResponseBar, ResponseThanks, SheetPrompt, useSheetResponse } from './SheetResponse';

export interface RosterViewPageProps {
  sheetId: string;
}

/**
 * /public/talent-sheet/roster-view/{id}: the shared sheet as a grid of cards, 18 at a time with
 * 'Load More' and infinite scroll; ?influencer_id opens a creator inside the sheet, ?page the page.
 */
export default function RosterViewPage({ sheetId }: RosterViewPageProps) {
  const { id, path, page: startPage, selectedId, search, openCreator, back } = useSheetAddress(sheetId);
  const { state, retry, error, sheet, creators, hasMore, moreStatus, loadMore } = useSheetPages(
    id,
    startPage,
    SHEET_LIMITS.rosterViewPageSize,
  );
  const gate = useSheetChrome(state, sheet, 'sheet_view');
  const response = useSheetResponse();

  if (!sheet) return <SheetStates state={state} error={error} onRetry={retry} />;
  if (response.sent)
    return <ResponseThanks sheet={sheet} sent={response.sent} backHref={path} onBack={response.restart} />;

  const display = sheet.settings;
  return (
    <SheetFrame
      sheet={sheet}
      gate={gate}
      profileOpen={selectedId !== null}
      intro={<SheetPrompt sheet={sheet} />}
    >
      {selectedId !== null ? (
        <SheetProfile key={selectedId} sheet={sheet} influencerId={selectedId} onBack={back} />
      ) : null}
      {/* The grid stays mounted (hidden) under an open profile, so Back returns to every page loaded. */}
      <div hidden={selectedId !== null}>
        {creators.length === 0 ? (
          <NoSheetCreators page={startPage} firstPageHref={path} />
        ) : (
          <div className="ps-grid">
            <CreatorList
              creators={creators}
              search={search}
              onOpen={openCreator}
              grayScale={isGrayScale(display)}
              hideEngagement={display.displayRosterHideEngagment}
              layout="grid"
              display={display}
              likes={response.likes}
              firstRank={(sheet.page - 1) * SHEET_LIMITS.rosterViewPageSize}
            />
            {selectedId === null ? (
              <LoadMore hasMore={hasMore} status={moreStatus} onLoadMore={loadMore} count={creators.length} />
            ) : null}
          </div>
        )}
      </div>
      <ResponseBar sheet={sheet} response={response} />
    </SheetFrame>
  );
}
