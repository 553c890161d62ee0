import { WorkspacePage } from '../../components/WorkspacePage';

/** /creator-calls: brand casting calls (not in the navigation). */
export function CreatorCallsPage() {
  return <WorkspacePage title="Creator Calls" feature="The Creator Calls list" />;
}
