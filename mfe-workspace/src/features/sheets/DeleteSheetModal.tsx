import { useState } from 'react';
import { Link } from 'wouter';
import { SHEET_MESSAGES } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { Alert, Button, Modal } from '@tpp/ui';
import { sheetsApi } from '../../api/sheetsApi';

/** One write of a sheet at a time: busy while it runs, its failure (the server's message, or `failed`). */
export function useSheetAction() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (action: () => Promise<void>, failed: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(errorMessage(error, failed));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, run };
}

export interface DeleteSheetModalProps {
  sheet: { id: string; title: string } | null;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Deleting a sheet: one question ('Are you sure you want to delete this sheet? It moves to Trash
 * for 30 days; ...'). The sheet goes to the team's trash, from where it can be restored.
 */
export function DeleteSheetModal({ sheet, onClose, onDeleted }: DeleteSheetModalProps) {
  const { busy, failure, setFailure, run } = useSheetAction();
  const close = () => {
    setFailure(null);
    onClose();
  };
  const remove = () =>
    sheet &&
    run(async () => {
      await sheetsApi.remove(sheet.id);
      onDeleted();
    }, 'The sheet could not be deleted.');
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
            Move to Trash
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

export interface TrashedNoticeProps {
  /** The sheet just moved to the trash; null shows nothing. */
  sheet: { id: string; title: string } | null;
  trashHref: string;
  onRestored: () => void;
}

/** After a delete: '"Title" moved to Trash.' with Undo (restores it at once) and a link to the trash. */
export function TrashedNotice({ sheet, trashHref, onRestored }: TrashedNoticeProps) {
  const { busy, failure, run } = useSheetAction();
  const undo = () =>
    sheet &&
    run(async () => {
      await sheetsApi.restore(sheet.id);
      onRestored();
    }, 'The sheet could not be restored.');
  return (
    <div role="status" className="tpp-sheet-trashed">
      {sheet ? (
        <>
          <span>“{sheet.title || 'Untitled'}” moved to Trash.</span>
          <Button variant="link" busy={busy} onClick={() => void undo()}>
            Undo
          </Button>
          <Link href={trashHref}>View Trash</Link>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
        </>
      ) : null}
    </div>
  );
}
