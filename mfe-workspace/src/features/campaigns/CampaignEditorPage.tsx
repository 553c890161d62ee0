import { useParams } from 'wouter';
import { WorkspacePage } from '../../components/WorkspacePage';

const CAMPAIGNS = { href: '/campaigns', label: 'Campaign Tracking' };

/** /campaign and /campaign/{talentSheetId}: create a campaign or edit its talent and title. */
export function CampaignEditorPage() {
  const { talentSheetId } = useParams<{ talentSheetId?: string }>();
  const links = talentSheetId
    ? [
        { href: `/campaign/view/${encodeURIComponent(talentSheetId)}`, label: 'Campaign Tracking Table' },
        CAMPAIGNS,
      ]
    : [CAMPAIGNS];
  return (
    <WorkspacePage
      title={talentSheetId ? 'Edit Campaign' : 'New Campaign'}
      feature="The campaign editor"
      links={links}
    />
  );
}
