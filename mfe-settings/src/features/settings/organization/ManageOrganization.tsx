import { NotBuiltYet } from '@tpp/ui';
import { TeamLookSection } from '../team-look/TeamLookSection';

/** The Manage Organization tab: contact information, members and invitations, the team's look. */
export function ManageOrganization() {
  return (
    <>
      <NotBuiltYet feature="Contact information, members and invitations" />
      <TeamLookSection />
    </>
  );
}
