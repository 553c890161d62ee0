import { Link, useParams } from 'wouter';
import { navigate } from '@tpp/session';
import { useDocumentTitle } from '@tpp/ui';
import { LoadFromSheet } from './LoadFromSheet';
import { SheetEditor } from './SheetEditor';
import { useSheetEditor } from './sheetEditorStore';
import { TalentSheetsGate } from './TalentSheetsGate';

/** /campaign and /campaign/{talentSheetId}: create a campaign or edit its talent and title. */
export function CampaignEditorPage() {
  const { talentSheetId } = useParams<{ talentSheetId?: string }>();
  useDocumentTitle(talentSheetId ? 'Edit Campaign' : 'New Campaign');
  return (
    <TalentSheetsGate page="sheet">
      <div className="tpp-page">
        <SheetEditor
          sheetType="campaign"
          sheetId={talentSheetId ?? null}
          publicSharing={false}
          onCreated={(sheetId) => navigate(`/campaign/${encodeURIComponent(sheetId)}`, { replace: true })}
          tools={<LoadFromSheet onLoad={(influencers) => useSheetEditor.getState().add(influencers)} />}
          links={
            <>
              {talentSheetId ? (
                <Link href={`/campaign/view/${encodeURIComponent(talentSheetId)}`}>
                  Campaign Tracking Table
                </Link>
              ) : null}
              <Link href="/campaigns">All Campaigns</Link>
            </>
          }
        />
      </div>
    </TalentSheetsGate>
  );
}
