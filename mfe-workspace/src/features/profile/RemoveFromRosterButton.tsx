import { useState } from 'react';
import { errorMessage, navigate } from '@tpp/session';
import { Alert, Button, Modal } from '@tpp/ui';
import { talentApi } from '../../api/talentApi';

export interface RemoveFromRosterButtonProps {
  influencerId: number;
  name: string;
}

const REMOVE_FAILED = 'Something went wrong, sorry. Please contact us about removing talent';

/** 'Remove from roster' with a confirmation (POST /api/user/team/roster/remove), then back to the roster. */
export function RemoveFromRosterButton({ influencerId, name }: RemoveFromRosterButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await talentApi.removeFromRoster(influencerId);
      setConfirming(false);
      navigate('/influencers');
    } catch (error) {
      setFailure(errorMessage(error, REMOVE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" className="tpp-button--quiet-danger" onClick={() => setConfirming(true)}>
        Remove from roster
      </Button>
      <Modal
        title="Remove from roster"
        open={confirming}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" busy={busy} onClick={remove}>
              Remove
            </Button>
          </>
        }
      >
        <p>
          Remove {name} from your team&apos;s roster? Your tags, descriptions and settings for this talent go
          with it, and the talent leaves your public roster.
        </p>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </Modal>
    </>
  );
}
