import { LinkButton, useDocumentTitle } from '@tpp/ui';
import { SheetList } from './SheetList';
import { TalentSheetsGate } from './TalentSheetsGate';

/** /campaigns: sheets of type campaign (not in the navigation). */
export function CampaignsPage() {
  useDocumentTitle('Campaign Tracking');
  return (
    <TalentSheetsGate page="sheet">
      <SheetList
        sheetType="campaign"
        basePath="/campaigns"
        title="Campaign Tracking"
        create={{ href: '/campaign', label: 'New Campaign' }}
        links={<LinkButton href="/talent-sheets">Talent Sheets</LinkButton>}
        emptyTitle="No campaigns yet."
        emptyText="A campaign sheet tracks outreach to each creator: date sent, contact, reply and rate."
      />
    </TalentSheetsGate>
  );
}
