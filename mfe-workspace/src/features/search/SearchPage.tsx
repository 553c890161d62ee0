import { WorkspacePage } from '../../components/WorkspacePage';

/** /search: the directory of social accounts with audience filters. */
export function SearchPage() {
  return <WorkspacePage title="Search" feature="The directory search" />;
}
