import { useState, type ReactNode } from 'react';
import { errorMessage } from '@tpp/session';
import { Alert } from './Alert.js';
import { Button } from './Button.js';
import { Modal } from './Modal.js';

export interface ConfirmModalProps {
  title: string;
  /** The danger button's label, e.g. 'Delete'. */
  confirmLabel: string;
  /** Shown when the action fails without a message from the server. */
  failedMessage: string;
  /** The action; the dialog stays busy until the caller closes it, and shows the error if it throws. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

/** An open dialog asking to confirm a destructive action: Cancel, and a danger button that runs it. */
export function ConfirmModal({
  title,
  confirmLabel,
  failedMessage,
  onConfirm,
  onClose,
  children,
}: ConfirmModalProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(errorMessage(error, failedMessage));
      setBusy(false);
    }
  };
  return (
    <Modal
      title={title}
      open
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </Modal>
  );
}
