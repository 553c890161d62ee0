import { TeamLookSection } from '../team-look/TeamLookSection';
import { ContactInfoSection } from './ContactInfoSection';
import { MembersSection } from './MembersSection';
import './organization.css';

/** The Manage Organization tab: contact information, members and invitations, the team's look. */
export function ManageOrganization() {
  return (
    <>
      <ContactInfoSection />
      <MembersSection />
      <TeamLookSection />
    </>
  );
}
