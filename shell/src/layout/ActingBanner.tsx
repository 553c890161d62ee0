import { useState } from 'react';
import { ADMIN_MESSAGES, type ActingAs } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { actingApi } from '../api/shellApi';

/** Where staff and admins land after returning: where they chose whom to act as. */
export const RETURN_PATH = '/configure';

function describe(acting: ActingAs): string {
  return acting.kind === 'team'
    ? `${ADMIN_MESSAGES.actingAsTeam} ${acting.team_name}`
    : `${ADMIN_MESSAGES.spoofing} ${acting.full_name || acting.email} (${acting.email}, user ${acting.user_id})`;
}

/**
 * While an admin acts as an organization or staff see the app as a user: a banner on every page
 * naming whom, with a one-click return to the own account (the page reloads).
 */
export function ActingBanner({
  acting,
  reload = (path) => window.location.assign(path),
}: {
  acting: ActingAs;
  reload?: (path: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function returnToOwn() {
    setBusy(true);
    setFailure(null);
    try {
      await actingApi.stop();
      reload(RETURN_PATH);
    } catch (error) {
      setFailure(errorMessage(error, 'Returning to your account failed. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <div className="shell-acting" role="region" aria-label="Acting as">
      <p className="shell-acting__text">
        <strong>{describe(acting)}</strong>
        <span className="shell-acting__who"> · signed in as {acting.real_email}</span>
      </p>
      <button
        type="button"
        className="shell-acting__return"
        onClick={() => void returnToOwn()}
        disabled={busy}
      >
        {ADMIN_MESSAGES.returnToOwn}
      </button>
      {failure ? (
        <p className="shell-acting__error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
