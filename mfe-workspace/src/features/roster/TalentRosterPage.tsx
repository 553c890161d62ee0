import { WorkspacePage } from '../../components/WorkspacePage';

/** /influencers: the team roster with filters, sort, pagination and a profile side panel. */
export function TalentRosterPage() {
  return (
    <WorkspacePage
      title="Talent Roster"
      feature="The roster table"
      links={[
        { href: '/add-talent', label: 'Add Talent' },
        { href: '/influencers/tags', label: 'View All Tags' },
        { href: '/tagging-assistant', label: 'Tagging Assistant' },
      ]}
    />
  );
}
