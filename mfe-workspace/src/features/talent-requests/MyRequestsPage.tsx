import { WorkspacePage } from '../../components/WorkspacePage';

/** /my-requests: the user's requests with their status. */
export function MyRequestsPage() {
  return (
    <WorkspacePage
      title="My Requests"
      feature="The list of your requests"
      links={[{ href: '/request-talent', label: 'Request to Add Talent' }]}
    />
  );
}
