import { REQUEST_MESSAGES, SHEET_MESSAGES } from '@tpp/contracts';
import { ApiError } from '@tpp/session';
import { ConfirmModal } from '@tpp/ui';

export interface RemoveFromSheetsModalProps {
  sheetTitles: string[];
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/**
 * 'Are you sure you want to remove the creator from these sheets?' with the sheets named. A
 * refusal the caller can act on (a 4xx: a sheet gone meanwhile, no right to it) shows the server's
 * text; any other failure (server error, no connection) 'Failed to remove creator'.
 */
export function RemoveFromSheetsModal({ sheetTitles, onConfirm, onClose }: RemoveFromSheetsModalProps) {
  return (
    <ConfirmModal
      title="Remove from sheets"
      confirmLabel="Remove"
      failedMessage={REQUEST_MESSAGES.removeFailed}
      onConfirm={async () => {
        try {
          await onConfirm();
        } catch (error) {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw error;
          throw new Error(REQUEST_MESSAGES.removeFailed, { cause: error });
        }
      }}
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
