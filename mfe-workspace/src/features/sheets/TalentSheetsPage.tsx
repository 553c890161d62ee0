import { isScreenBuilt } from '@tpp/contracts';
import { LinkButton, useDocumentTitle } from '@tpp/ui';
import { SheetList } from './SheetList';
import { TalentSheetsGate } from './TalentSheetsGate';

/** /talent-sheets: the team's talent sheets, 60 per page. */
export function TalentSheetsPage() {
  useDocumentTitle('Talent Sheets');
  const newSheet = (
    <LinkButton href="/talent-sheet-create" variant="primary">
      New Sheet
    </LinkButton>
  );
  return (
    <TalentSheetsGate page="list">
      <SheetList
        sheetType="talent"
        basePath="/talent-sheets"
        title="Talent Sheets"
        actions={
          <nav aria-label="Talent Sheets links" className="tpp-page-header__actions">
            {newSheet}
            <LinkButton href="/campaigns">Campaign Tracking</LinkButton>
            {isScreenBuilt('statistics') ? (
              <LinkButton href="/talent-sheets/statistics">Statistics</LinkButton>
            ) : null}
          </nav>
        }
        emptyTitle="No talent sheets yet."
        emptyText="A sheet is a shareable list of creators with a pitch note for each. Start one with New Sheet."
        emptyAction={newSheet}
      />
    </TalentSheetsGate>
  );
}
