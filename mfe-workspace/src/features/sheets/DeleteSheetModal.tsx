import { useState } from 'react';
import { SHEET_MESSAGES } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { Alert, Button, Modal } from '@tpp/ui';
import { sheetsApi } from '../../api/sheetsApi';

export interface DeleteSheetModalProps {
  sheet: { id: string; title: string } | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Deleting a sheet: one question, the spec's modal text ('Do you really want to delete this sheet? ...'). */
export function DeleteSheetModal({ sheet, onClose, onDeleted }: DeleteSheetModalProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const remove = async () => {
    if (!sheet) return;
    setBusy(true);
    setFailure(null);
    try {
      await sheetsApi.remove(sheet.id);
      onDeleted();
    } catch (error) {
      setFailure(errorMessage(error, 'The sheet could not be deleted.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title="Delete Sheet"
      open={sheet !== null}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} onClick={() => void remove()}>
            Delete Sheet
          </Button>
        </>
      }
    >
      {sheet ? (
        <>
          <p>
            <strong>{sheet.title}</strong>
          </p>
          <p>{SHEET_MESSAGES.deleteSheetModal}</p>
        </>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </Modal>
  );
}
