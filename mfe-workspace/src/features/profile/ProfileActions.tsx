import { LinkButton } from '@tpp/ui';
import { RemoveFromRosterButton } from './RemoveFromRosterButton';

export interface ProfileActionsProps {
  influencerId: number;
  name: string;
}

/** The signed-in profile's buttons beside the name. */
export function ProfileActions({ influencerId, name }: ProfileActionsProps) {
  return (
    <nav className="tpp-profile-actions" aria-label="Profile actions">
      <LinkButton href={`/talent/edit-description/${influencerId}`}>Customize Description</LinkButton>
      <LinkButton href={`/request/${influencerId}`}>Request Change</LinkButton>
      <LinkButton href={`/talent/edit-sheets/${influencerId}`}>Edit Sheets</LinkButton>
      <RemoveFromRosterButton influencerId={influencerId} name={name} />
    </nav>
  );
}
