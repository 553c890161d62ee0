import { WorkspacePage } from '../../components/WorkspacePage';

/** /add-talent-requests: one card per add-talent task with filters by state. */
export function NewTalentRequestsPage() {
  return (
    <WorkspacePage
      title="New Talent Requests"
      feature="The list of add-talent requests"
      links={[{ href: '/add-talent', label: 'Add Talent' }]}
    />
  );
}
