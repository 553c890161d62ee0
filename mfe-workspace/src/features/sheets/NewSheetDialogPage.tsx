import { navigate } from '@tpp/session';
import { Button, Modal, NotBuiltYet } from '@tpp/ui';
import { TalentSheetsGate } from './TalentSheetsGate';
import { TalentSheetsPage } from './TalentSheetsPage';

const backToSheets = () => navigate('/talent-sheets');

/** /talent-sheet-create: the 'Title for the New Sheet' dialog over the sheet list; closing returns to it. */
export function NewSheetDialogPage() {
  return (
    <TalentSheetsGate page="sheet">
      <TalentSheetsPage />
      <Modal
        title="Title for the New Sheet"
        open
        onClose={backToSheets}
        actions={
          <Button variant="secondary" onClick={backToSheets}>
            Close
          </Button>
        }
      >
        <NotBuiltYet feature="Creating a sheet" />
      </Modal>
    </TalentSheetsGate>
  );
}
