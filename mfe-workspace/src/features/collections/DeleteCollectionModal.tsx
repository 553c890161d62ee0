import { SHEET_MESSAGES, type CollectionSummary } from '@tpp/contracts';
import { ConfirmModal } from '@tpp/ui';
import { collectionsApi } from '../../api/collectionsApi';

export interface DeleteCollectionModalProps {
  collection: CollectionSummary;
  onClose: () => void;
  onDeleted: () => void;
}

const DELETE_FAILED = 'The collection could not be deleted. Try again.';

/** 'Are you sure you want to delete this collection?' then POST delete. */
export function DeleteCollectionModal({ collection, onClose, onDeleted }: DeleteCollectionModalProps) {
  return (
    <ConfirmModal
      title="Delete Collection"
      confirmLabel="Delete Collection"
      failedMessage={DELETE_FAILED}
      onConfirm={async () => {
        await collectionsApi.remove(collection.id);
        onDeleted();
      }}
      onClose={onClose}
    >
      <p>{SHEET_MESSAGES.deleteCollectionConfirm}</p>
      <p className="tpp-muted">{collection.title}</p>
    </ConfirmModal>
  );
}
