import { useState } from 'react';
import { SHEET_MESSAGES } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { Alert, Button, Modal } from '@tpp/ui';

export interface RemoveFromSheetsModalProps {
  sheetTitles: string[];
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

const REMOVE_FAILED = 'The talent could not be removed from these sheets. Try again.';

/** 'Are you sure you want to remove the influencer from these sheets?' with the sheets named. */
export function RemoveFromSheetsModal({ sheetTitles, onConfirm, onClose }: RemoveFromSheetsModalProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(errorMessage(error, REMOVE_FAILED));
      setBusy(false);
    }
  };
  return (
    <Modal
      title="Remove from sheets"
      open
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} onClick={() => void confirm()}>
            Remove
          </Button>
        </>
      }
    >
      <p>{SHEET_MESSAGES.removeFromSheetsConfirm}</p>
      <ul className="tpp-remove-list">
        {sheetTitles.map((title, index) => (
          <li key={`${index}-${title}`}>{title}</li>
        ))}
      </ul>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </Modal>
  );
}
