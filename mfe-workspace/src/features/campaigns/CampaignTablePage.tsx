import { useEffect } from 'react';
import { useParams } from 'wouter';
import { CAMPAIGN_MESSAGES, creatorCount, SHEET_MESSAGES, SHEET_TIMINGS_MS } from '@tpp/contracts';
import {
  Alert,
  Button,
  EmptyState,
  ErrorState,
  LinkButton,
  LoadingState,
  PageHeader,
  useDocumentTitle,
  useTimedMessage,
} from '@tpp/ui';
import { SaveIndicator } from '../../components/autosave/SaveIndicator';
import { saveStatus } from '../../components/autosave/saveLoop';
import { useAutosaveGuard } from '../../components/autosave/useAutosaveGuard';
import { CampaignTable } from './CampaignTable';
import { useCampaignTable } from './campaignTableStore';
import { useCampaignLoad } from './useCampaignLoad';
import '../../components/talent.css';
import '../../components/cellButton.css';
import './campaigns.css';

/**
 * /campaign/view/{talentSheetId}: date sent, sender, contact, replied, rate and notes per talent.
 * Saves like the sheet editor: 1.5 s after the last edit, with the Saved / Saving indicator; a save
 * based on an old version is refused and shown, never overwriting the other person's save.
 */
export function CampaignTablePage() {
  const { talentSheetId = '' } = useParams<{ talentSheetId: string }>();
  const { state: loadState, reload } = useCampaignLoad(talentSheetId);
  const sheet = useCampaignTable((state) => state.sheet);
  const data = useCampaignTable((state) => state.data);
  const autosave = useCampaignTable((state) => state.autosave);
  const status = saveStatus(autosave);
  const saving = status === 'saving';
  const conflict = status === 'conflict';
  const { failure } = autosave;
  const { edit, save, saveSoon } = useCampaignTable.getState();
  const saved = useTimedMessage(SHEET_TIMINGS_MS.campaignSavedToast);
  const failed = useTimedMessage(SHEET_TIMINGS_MS.errorToast);
  useDocumentTitle(sheet ? `${sheet.title} · Campaign Tracking` : 'Campaign Tracking');
  useAutosaveGuard(autosave);

  // The server's error field, shown 2.5 s.
  const showFailure = failed.show;
  useEffect(() => {
    if (failure) showFailure(failure.message);
  }, [failure, showFailure]);

  const saveNow = async () => {
    const outcome = await save();
    if (outcome.ok) saved.show(SHEET_MESSAGES.saved);
  };

  const editLink = `/campaign/${encodeURIComponent(talentSheetId)}`;
  const links = (
    <nav aria-label="Campaign links" className="tpp-page-header__actions">
      <LinkButton href={editLink}>Edit Talent</LinkButton>
      <LinkButton href="/campaigns">Campaign Tracking</LinkButton>
    </nav>
  );

  if (loadState !== 'ready' || !sheet) {
    return (
      <div className="tpp-page">
        <PageHeader title="Campaign Tracking Table" actions={links} />
        {loadState === 'failed' ? (
          <ErrorState onRetry={reload}>{SHEET_MESSAGES.campaignLoadFailed}</ErrorState>
        ) : (
          <LoadingState label="Loading the campaign..." />
        )}
      </div>
    );
  }

  return (
    <div className="tpp-page tpp-campaign">
      <PageHeader
        title={sheet.title}
        subtitle={`Campaign Tracking · ${creatorCount(sheet.influencers.length)}`}
        actions={
          <>
            <SaveIndicator status={status} onForceSave={saveSoon} />
            {links}
          </>
        }
      />
      {conflict ? (
        <div className="tpp-campaign__conflict" data-testid="campaign-conflict">
          <Alert tone="error">
            {CAMPAIGN_MESSAGES.campaignChangedElsewhere}{' '}
            <Button variant="secondary" onClick={reload}>
              Reload Table
            </Button>
          </Alert>
        </div>
      ) : null}
      {sheet.influencers.length === 0 ? (
        <EmptyState
          title="No creators on this campaign yet."
          action={
            <LinkButton href={editLink} variant="primary">
              Edit Talent
            </LinkButton>
          }
        >
          Add creators to the campaign sheet, then track outreach here.
        </EmptyState>
      ) : (
        <>
          <p className="tpp-muted">
            Click a cell to edit it; notes open in a window. Changes save automatically.
          </p>
          <CampaignTable influencers={sheet.influencers} data={data} onEdit={edit} readOnly={conflict} />
          <div className="tpp-campaign__save" role="group" aria-label="Save campaign">
            <Button busy={saving} disabled={conflict} onClick={() => void saveNow()}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
            <span className="tpp-campaign__state" role="status">
              {saved.message ?? ''}
            </span>
          </div>
        </>
      )}
      {failed.message ? <Alert tone="error">{failed.message}</Alert> : null}
    </div>
  );
}
