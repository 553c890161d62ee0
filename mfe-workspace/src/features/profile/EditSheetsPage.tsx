import { useParams } from 'wouter';
import { WorkspacePage } from '../../components/WorkspacePage';
import { profileLink } from '../../components/talentLinks';

/** /talent/edit-sheets/{influencerId}: the sheets a talent is on, with notes and removal. */
export function EditSheetsPage() {
  const { influencerId = '' } = useParams<{ influencerId: string }>();
  return (
    <WorkspacePage
      title="Edit Sheets"
      feature="The talent's sheet list"
      links={[profileLink(influencerId)]}
    />
  );
}
