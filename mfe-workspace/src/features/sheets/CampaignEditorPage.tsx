import { Link } from 'wouter';
import { LoadFromSheet } from './LoadFromSheet';
import { useSheetEditor } from './sheetEditorStore';
import { SheetEditorScreen } from './SheetEditorScreen';

/** /campaign and /campaign/{talentSheetId}: create a campaign or edit its talent and title. */
export function CampaignEditorPage() {
  return (
    <SheetEditorScreen
      sheetType="campaign"
      newTitle="New Campaign"
      title="Edit Campaign"
      publicSharing={false}
      tools={<LoadFromSheet onLoad={(influencers) => useSheetEditor.getState().add(influencers)} />}
      links={(talentSheetId) => (
        <>
          {talentSheetId ? (
            <Link href={`/campaign/view/${encodeURIComponent(talentSheetId)}`}>Campaign Tracking Table</Link>
          ) : null}
          <Link href="/campaigns">All Campaigns</Link>
        </>
      )}
    />
  );
}
