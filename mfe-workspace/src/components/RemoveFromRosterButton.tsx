import { useState } from 'react';
import { REQUEST_MESSAGES } from '@tpp/contracts';
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
          failedMessage={REQUEST_MESSAGES.removalFailed}
          onConfirm={async () => {
            await talentApi.removeFromRoster(influencerId);
            setConfirming(false);
            onRemoved();
          }}
          onClose={() => setConfirming(false)}
        >
          <p>
            Remove {name} from your team&apos;s roster? Your tags, descriptions and settings for this creator
            go with it, and the creator leaves your public roster.
          </p>
        </ConfirmModal>
      ) : null}
    </>
  );
}
