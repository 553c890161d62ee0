import { useParams } from 'wouter';
import { WorkspacePage } from '../../components/WorkspacePage';

/** /campaign/view/{talentSheetId}: date sent, sender, contact, replied, rate and notes per talent. */
export function CampaignTablePage() {
  const { talentSheetId = '' } = useParams<{ talentSheetId: string }>();
  return (
    <WorkspacePage
      title="Campaign Tracking Table"
      feature="The campaign tracking table"
      links={[
        { href: `/campaign/${encodeURIComponent(talentSheetId)}`, label: 'Edit Campaign' },
        { href: '/campaigns', label: 'Campaign Tracking' },
      ]}
    />
  );
}
