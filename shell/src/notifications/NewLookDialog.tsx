import { useState } from 'react';
import { errorMessage, sessionStore } from '@tpp/session';
import { Alert, Button, Modal } from '@tpp/ui';
import { notificationsApi } from '../api/shellApi';

/** The 'New Look' notice for users whose notification flag is set; 'Got It!' marks it read. */
export function NewLookDialog() {
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const acknowledge = async () => {
    setBusy(true);
    setError(null);
    try {
      await notificationsApi.acknowledgeNewLook();
      const { user, setUser } = sessionStore.getState();
      if (user) setUser({ ...user, show_notification: false });
    } catch (failure) {
      setError(errorMessage(failure, 'This could not be saved. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <Modal
      title="New Look"
      open={open}
      onClose={() => setOpen(false)}
      actions={
        <Button busy={busy} onClick={acknowledge}>
          Got It!
        </Button>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <p>
        Talent Pitch Pro has a new look. The main sections are in the bar at the top of every page; your
        settings, Creator Calls, favorites and Campaign Tracking are in the account menu on the right.
      </p>
    </Modal>
  );
}
