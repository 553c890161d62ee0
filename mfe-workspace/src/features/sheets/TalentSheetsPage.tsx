import { isScreenBuilt } from '@tpp/contracts';
import { LinkButton, useDocumentTitle } from '@tpp/ui';
import { SheetList } from './SheetList';
import { TalentSheetsGate } from './TalentSheetsGate';

/** /talent-sheets: the team's talent sheets, 50 or 100 per page. */
export function TalentSheetsPage() {
  useDocumentTitle('Talent Sheets');
  return (
    <TalentSheetsGate page="list">
      <SheetList
        sheetType="talent"
        basePath="/talent-sheets"
        title="Talent Sheets"
        create={{ href: '/talent-sheet-create', label: 'New Sheet' }}
        links={
          <>
            <LinkButton href="/campaigns">Campaign Tracking</LinkButton>
            {isScreenBuilt('statistics') ? (
              <LinkButton href="/talent-sheets/statistics">Statistics</LinkButton>
            ) : null}
          </>
        }
        emptyTitle="No talent sheets yet."
        emptyText="A sheet is a shareable list of creators with a pitch note for each. Start one with New Sheet."
      />
    </TalentSheetsGate>
  );
}
