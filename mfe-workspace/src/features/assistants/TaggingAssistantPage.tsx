import { WorkspacePage } from '../../components/WorkspacePage';

/** /tagging-assistant: suggested tags for a chosen creator. */
export function TaggingAssistantPage() {
  return (
    <WorkspacePage
      title="Tagging Assistant"
      feature="The Tagging Assistant"
      links={[{ href: '/influencers', label: 'Talent Roster' }]}
    />
  );
}
