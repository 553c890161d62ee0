import { useParams } from 'wouter';
import { useDocumentTitle } from '@tpp/ui';
import { TalentSheetsGate } from './TalentSheetsGate';
import { SheetSearchScreen } from './SheetSearchScreen';

/** /advanced-edit-filters/{talentSheetId}: directory search that adds talent to a sheet. */
export function AdvancedEditFiltersPage() {
  const { talentSheetId = '' } = useParams<{ talentSheetId: string }>();
  useDocumentTitle('Advanced Search');
  return (
    <TalentSheetsGate page="sheet">
      <SheetSearchScreen
        key={talentSheetId}
        title="Advanced Search"
        start={{ sheetType: 'talent', sheetId: talentSheetId }}
        back={{ href: `/talent-sheet/${encodeURIComponent(talentSheetId)}`, label: 'Back to Sheet' }}
      />
    </TalentSheetsGate>
  );
}
