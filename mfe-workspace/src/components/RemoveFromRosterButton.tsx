import { useState } from 'react';
import { errorMessage, navigate } from '@tpp/session';
import { Alert, Button, Modal } from '@tpp/ui';
import { talentApi } from '../api/talentApi';

export interface RemoveFromRosterButtonProps {
  influencerId: number;
  name: string;
  /** After the removal (default: back to the roster). */
  onRemoved?: () => void;
  /** The button's label and look (default: a quiet 'Remove from roster'). */
  label?: string;
  variant?: 'secondary' | 'danger';
}

const REMOVE_FAILED = 'Something went wrong, sorry. Please contact us about removing talent';

/** 'Remove from roster' with a confirmation (POST /api/user/team/roster/remove), then back to the roster. */
export function RemoveFromRosterButton({
  influencerId,
  name,
  onRemoved = () => navigate('/influencers'),
  label = 'Remove from roster',
  variant = 'secondary',
}: RemoveFromRosterButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await talentApi.removeFromRoster(influencerId);
      setConfirming(false);
      onRemoved();
    } catch (error) {
      setFailure(errorMessage(error, REMOVE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant={variant}
        className={variant === 'secondary' ? 'tpp-button--quiet-danger' : undefined}
        onClick={() => setConfirming(true)}
      >
        {label}
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
