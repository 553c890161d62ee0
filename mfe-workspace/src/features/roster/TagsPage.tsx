import { WorkspacePage } from '../../components/WorkspacePage';

/** /influencers/tags: all tags, used tags and which talent carries each. */
export function TagsPage() {
  return (
    <WorkspacePage
      title="Tags"
      feature="The tag overview"
      links={[{ href: '/influencers', label: 'Talent Roster' }]}
    />
  );
}
