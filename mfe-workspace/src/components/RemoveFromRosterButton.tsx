import { useState } from 'react';
import { navigate } from '@tpp/session';
import { Button, ConfirmModal } from '@tpp/ui';
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
  return (
    <>
      <Button
        variant={variant}
        className={variant === 'secondary' ? 'tpp-button--quiet-danger' : undefined}
        onClick={() => setConfirming(true)}
      >
        {label}
      </Button>
      {confirming ? (
        <ConfirmModal
          title="Remove from roster"
          confirmLabel="Remove"
          failedMessage={REMOVE_FAILED}
          onConfirm={async () => {
            await talentApi.removeFromRoster(influencerId);
            setConfirming(false);
            onRemoved();
          }}
          onClose={() => setConfirming(false)}
        >
          <p>
            Remove {name} from your team&apos;s roster? Your tags, descriptions and settings for this talent
            go with it, and the talent leaves your public roster.
          </p>
        </ConfirmModal>
      ) : null}
    </>
  );
}
