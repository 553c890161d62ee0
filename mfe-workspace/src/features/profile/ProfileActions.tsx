import { isScreenBuilt } from '@tpp/contracts';
import { useSession } from '@tpp/session';
import { LinkButton } from '@tpp/ui';
import { canRemoveFromRoster } from '../../components/rosterRules';
import { RemoveFromRosterButton } from '../../components/RemoveFromRosterButton';

export interface ProfileActionsProps {
  influencerId: number;
  name: string;
}

/** The signed-in profile's buttons beside the name (Request Change once its screen is built). */
export function ProfileActions({ influencerId, name }: ProfileActionsProps) {
  const mayRemove = useSession((state) => canRemoveFromRoster(state.user));
  return (
    <nav className="tpp-profile-actions" aria-label="Profile actions">
      <LinkButton href={`/talent/edit-description/${influencerId}`}>Customize Description</LinkButton>
      {isScreenBuilt('requestChange') ? (
        <LinkButton href={`/request/${influencerId}`}>Request Change</LinkButton>
      ) : null}
      <LinkButton href={`/talent/edit-sheets/${influencerId}`}>Edit Sheets</LinkButton>
      {mayRemove ? <RemoveFromRosterButton influencerId={influencerId} name={name} /> : null}
    </nav>
  );
}
