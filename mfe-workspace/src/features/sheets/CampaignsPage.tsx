import { LinkButton, useDocumentTitle } from '@tpp/ui';
import { SheetList } from './SheetList';
import { TalentSheetsGate } from './TalentSheetsGate';

/** /campaigns: sheets of type campaign (not in the navigation). */
export function CampaignsPage() {
  useDocumentTitle('Campaign Tracking');
  const newCampaign = (
    <LinkButton href="/campaign" variant="primary">
      New Campaign
    </LinkButton>
  );
  return (
    <TalentSheetsGate page="sheet">
      <SheetList
        sheetType="campaign"
        basePath="/campaigns"
        title="Campaign Tracking"
        actions={
          <nav aria-label="Campaign Tracking links" className="tpp-page-header__actions">
            {newCampaign}
            <LinkButton href="/talent-sheets">Talent Sheets</LinkButton>
          </nav>
        }
        emptyTitle="No campaigns yet."
        emptyText="A campaign sheet tracks outreach to each creator: date sent, contact, reply and rate."
        emptyAction={newCampaign}
      />
    </TalentSheetsGate>
  );
}
