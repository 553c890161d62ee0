import { navigate } from '@tpp/session';
import { NewSheetDialog } from './NewSheetDialog';
import { TalentSheetsGate } from './TalentSheetsGate';
import { TalentSheetsPage } from './TalentSheetsPage';

/** /talent-sheet-create: the 'Title for the New Sheet' dialog over the sheet list; closing returns to it. */
export function NewSheetDialogPage() {
  return (
    <TalentSheetsGate page="sheet">
      <TalentSheetsPage />
      <NewSheetDialog
        sheetType="talent"
        onClose={() => navigate('/talent-sheets')}
        onCreated={(sheetId) => navigate(`/talent-sheet/${encodeURIComponent(sheetId)}`)}
      />
    </TalentSheetsGate>
  );
}
