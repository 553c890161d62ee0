import { SHEET_MESSAGES } from '@tpp/contracts';
import { ConfirmModal } from '@tpp/ui';

export interface RemoveFromSheetsModalProps {
  sheetTitles: string[];
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

const REMOVE_FAILED = 'The talent could not be removed from these sheets. Try again.';

/** 'Are you sure you want to remove the influencer from these sheets?' with the sheets named. */
export function RemoveFromSheetsModal({ sheetTitles, onConfirm, onClose }: RemoveFromSheetsModalProps) {
  return (
    <ConfirmModal
      title="Remove from sheets"
      confirmLabel="Remove"
      failedMessage={REMOVE_FAILED}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{SHEET_MESSAGES.removeFromSheetsConfirm}</p>
      <ul className="tpp-remove-list">
        {sheetTitles.map((title, index) => (
          <li key={`${index}-${title}`}>{title}</li>
        ))}
      </ul>
    </ConfirmModal>
  );
}
