import { useEffect } from 'react';
import { useParams } from 'wouter';
import { SHEET_MESSAGES } from '@tpp/contracts';
import { Alert, Button, EmptyState, LinkButton, PageHeader, Spinner, useDocumentTitle } from '@tpp/ui';
import { CampaignTable } from './CampaignTable';
import { useCampaignTable } from './useCampaignTable';
import '../../components/talent.css';
import '../../components/cellButton.css';
import './campaigns.css';

/** /campaign/view/{talentSheetId}: date sent, sender, contact, replied, rate and notes per talent. */
export function CampaignTablePage() {
  const { talentSheetId = '' } = useParams<{ talentSheetId: string }>();
  const table = useCampaignTable(talentSheetId);
  const { load, dirty } = table;
  useDocumentTitle(load.state === 'ready' ? `${load.sheet.title} · Campaign Tracking` : 'Campaign Tracking');

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const editLink = `/campaign/${encodeURIComponent(talentSheetId)}`;
  const links = (
    <nav aria-label="Campaign links" className="tpp-page-header__actions">
      <LinkButton href={editLink}>Edit Talent</LinkButton>
      <LinkButton href="/campaigns">Campaign Tracking</LinkButton>
    </nav>
  );

  if (load.state !== 'ready') {
    return (
      <div className="tpp-page">
        <PageHeader title="Campaign Tracking Table" actions={links} />
        {load.state === 'loading' ? <Spinner label="Loading the campaign..." /> : null}
        {load.state === 'failed' ? (
          <Alert tone="error">
            {SHEET_MESSAGES.campaignLoadFailed}{' '}
            <Button variant="link" onClick={table.reload}>
              Try again
            </Button>
          </Alert>
        ) : null}
      </div>
    );
  }

  const { sheet, data } = load;
  const saveButton = (
    <Button busy={table.saving} disabled={table.conflict} onClick={() => void table.save()}>
      {table.saving ? 'Saving...' : 'Save'}
    </Button>
  );

  return (
    <div className="tpp-page tpp-campaign">
      <PageHeader
        title={sheet.title}
        subtitle={`Campaign Tracking · ${sheet.influencers.length} talent`}
        actions={links}
      />
      {sheet.influencers.length === 0 ? (
        <EmptyState
          title="No talent on this campaign yet."
          action={
            <LinkButton href={editLink} variant="primary">
              Edit Talent
            </LinkButton>
          }
        >
          Add talent to the campaign sheet, then track outreach here.
        </EmptyState>
      ) : (
        <>
          <p className="tpp-muted">Click a cell to edit it. Notes open in a window.</p>
          <CampaignTable influencers={sheet.influencers} data={data} onEdit={table.edit} />
          <div className="tpp-campaign__save" role="group" aria-label="Save campaign">
            {saveButton}
            <span className="tpp-campaign__state" role="status">
              {table.savedMessage ?? (dirty ? 'Unsaved changes' : '')}
            </span>
          </div>
        </>
      )}
      {table.errorMessage ? <Alert tone="error">{table.errorMessage}</Alert> : null}
      {table.conflict ? (
        <Alert tone="warning">
          {SHEET_MESSAGES.sheetChangedElsewhere}{' '}
          <Button variant="link" onClick={table.reload}>
            Reload
          </Button>
        </Alert>
      ) : null}
    </div>
  );
}
