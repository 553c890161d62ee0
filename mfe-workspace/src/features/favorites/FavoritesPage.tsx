import { WorkspacePage } from '../../components/WorkspacePage';

/** /favorites: talent marked as favorite (not in the navigation). */
export function FavoritesPage() {
  return (
    <WorkspacePage
      title="Favorites"
      feature="Favorites"
      links={[{ href: '/influencers', label: 'Talent Roster' }]}
    />
  );
}
