import { useParams } from 'wouter';
import { WorkspacePage } from '../../components/WorkspacePage';

/** /advanced-edit-filters/{talentSheetId}: directory search that adds talent to a sheet. */
export function AdvancedEditFiltersPage() {
  const { talentSheetId = '' } = useParams<{ talentSheetId: string }>();
  return (
    <WorkspacePage
      title="Advanced Search"
      feature="Advanced search for sheets"
      links={[{ href: `/talent-sheet/${encodeURIComponent(talentSheetId)}`, label: 'Talent Sheet' }]}
    />
  );
}
