import { useState } from 'react';
import { SHEET_MESSAGES, type CollectionSummary } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { Alert, Button, Modal } from '@tpp/ui';
import { collectionsApi } from './collectionsApi';

export interface DeleteCollectionModalProps {
  collection: CollectionSummary;
  onClose: () => void;
  onDeleted: () => void;
}

const DELETE_FAILED = 'The collection could not be deleted. Try again.';

/** 'Are you sure you want to delete this collection?' then POST delete. */
export function DeleteCollectionModal({ collection, onClose, onDeleted }: DeleteCollectionModalProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await collectionsApi.remove(collection.id);
      onDeleted();
    } catch (error) {
      setFailure(errorMessage(error, DELETE_FAILED));
      setBusy(false);
    }
  };

  return (
    <Modal
      title="Delete collection"
      open
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} onClick={remove}>
            Delete
          </Button>
        </>
      }
    >
      <p>{SHEET_MESSAGES.deleteCollectionConfirm}</p>
      <p className="tpp-muted">{collection.title}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </Modal>
  );
}
