import { WorkspacePage } from '../../components/WorkspacePage';

/** /campaigns: sheets of type campaign (not in the navigation). */
export function CampaignsPage() {
  return (
    <WorkspacePage
      title="Campaign Tracking"
      feature="Campaign tracking"
      links={[
        { href: '/campaign', label: 'New Campaign' },
        { href: '/talent-sheets', label: 'Talent Sheets' },
      ]}
    />
  );
}
