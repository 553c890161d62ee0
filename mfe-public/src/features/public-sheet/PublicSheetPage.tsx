import { isGrayScale } from '@tpp/profile';
import { navigate } from '@tpp/session';
import { Pager } from '@tpp/ui';
import { SHEET_LIMITS } from '@tpp/contracts';
import { CreatorList } from '../../components/CreatorList';
import { SheetFrame } from './SheetFrame';
import { SheetProfile } from './SheetProfile';
import { NoSheetCreators, SheetStates } from './SheetStates';
import { readySheet, useSheetChrome } from './useSheetChrome';
import { pageCount, withParam } from '../../components/sheetRules';
import { usePublicSheet } from '../../api/usePublicSheet';
import { useSheetAddress } from './useSheetAddress';
import { ResponseBar, ResponseThanks, SheetPrompt, useSheetResponse } from './SheetResponse';

export interface PublicSheetPageProps {
  sheetId: string;
}

/**
 * /public/talent-sheet/{id}: the shared sheet on a single page, 15 creators a page with their notes:
 * each card beside its note, or (displayUseOldOneSheet, the old one-sheet) a grid of cards with the
 * note under each, in the team's roster layout.
 */
export default function PublicSheetPage({ sheetId }: PublicSheetPageProps) {
  const { id, path, page, selectedId, search, openCreator, back } = useSheetAddress(sheetId);
  const limit = SHEET_LIMITS.publicSheetPageSize;
  const { state, retry, error } = usePublicSheet(id, page, limit);
  const sheet = readySheet(state);
  const gate = useSheetChrome(state, sheet, 'sheet_view');
  const response = useSheetResponse();

  if (!sheet) return <SheetStates state={state} error={error} onRetry={retry} />;
  if (response.sent)
    return <ResponseThanks sheet={sheet} sent={response.sent} backHref={path} onBack={response.restart} />;

  const pages = pageCount(sheet.total_influencers, limit);
  const display = sheet.settings;
  return (
    <SheetFrame
      sheet={sheet}
      gate={gate}
      profileOpen={selectedId !== null}
      className={display.displayUseOldOneSheet ? 'ps-single ps-single--old' : 'ps-single'}
      intro={<SheetPrompt sheet={sheet} />}
    >
      {selectedId !== null ? (
        <SheetProfile key={selectedId} sheet={sheet} influencerId={selectedId} onBack={back} />
      ) : sheet.influencers.length === 0 ? (
        <NoSheetCreators page={page} firstPageHref={withParam(path, '', 'page', null)} />
      ) : (
        <>
          <CreatorList
            creators={sheet.influencers}
            search={search}
            onOpen={openCreator}
            grayScale={isGrayScale(display)}
            hideEngagement={display.displayRosterHideEngagment}
            layout={display.displayUseOldOneSheet ? 'grid' : 'rows'}
            display={display}
            likes={response.likes}
            firstRank={(page - 1) * limit}
          />
          <Pager
            page={page}
            pageCount={pages}
            label="Sheet pages"
            onPage={(next) => {
              navigate(withParam(window.location.pathname, search, 'page', next === 1 ? null : next));
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
      <ResponseBar sheet={sheet} response={response} />
    </SheetFrame>
  );
}
