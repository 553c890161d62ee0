import { useParams } from 'wouter';
import { SHEET_MESSAGES } from '@tpp/contracts';
import { useApiQuery } from '@tpp/session';
import { Alert, EmptyState, LinkButton, LoadingState, useDocumentTitle } from '@tpp/ui';
import { followersText } from '../../components/Figures';
import { CastingCallDetails } from './CastingCallDetails';
import { NotePreview } from './NotePreview';
import { sheetsApi } from '../../api/sheetsApi';
import { workspaceKeys } from '../../api/workspaceQueries';
import { QueryFailed } from '../../components/QueryFailed';
import { useForgetOnLeave } from '../../components/useForgetOnLeave';
import { TalentSheetsGate } from './TalentSheetsGate';
import { CREATOR_CALL_LOAD_FAILED, useCastingCallResponse } from './useCastingCallResponse';
import './sheets.css';
import { LinksPageHeader } from '../../components/LinksPageHeader';
import { creatorCount } from '../../components/directory/AddAllButton';

/** /creator-call-response/preview/{castingCallId}: the response as the brand will see it (read only). */
export function CreatorCallResponsePreviewPage() {
  const { castingCallId = '' } = useParams<{ castingCallId: string }>();
  useDocumentTitle('Creator Call Response Preview');
  const callQuery = useCastingCallResponse(castingCallId);
  const load = callQuery.state.status === 'ready' ? callQuery.state.data : null;
  const editHref = `/creator-call-response/${encodeURIComponent(castingCallId)}`;
  const responseSheetId = load?.sheetId ?? null;
  // The response as saved last: read afresh on every visit (the editor changes it).
  const sheetKey = workspaceKeys.sheet(responseSheetId ?? '', 'casting_call_response');
  useForgetOnLeave(sheetKey);
  const sheetQuery = useApiQuery(
    sheetKey,
    (signal) => sheetsApi.sheet(responseSheetId!, 'casting_call_response', signal),
    { enabled: responseSheetId !== null },
  );
  const sheet = responseSheetId ? (sheetQuery.data?.sheet ?? null) : null;

  return (
    <TalentSheetsGate page="sheet">
      <div className="tpp-page">
        <LinksPageHeader title="Creator Call Response Preview" label="Preview">
          <LinkButton href={editHref} variant="primary">
            Edit Response
          </LinkButton>
          <LinkButton href="/creator-calls">Creator Calls</LinkButton>
        </LinksPageHeader>
        {callQuery.state.status === 'loading' ||
        (responseSheetId && sheetQuery.state.status === 'loading') ? (
          <LoadingState label="Loading the response..." />
        ) : null}
        {callQuery.state.status === 'error' ? (
          <QueryFailed query={callQuery} text={CREATOR_CALL_LOAD_FAILED} />
        ) : null}
        {responseSheetId ? <QueryFailed query={sheetQuery} text="The response could not be loaded." /> : null}
        {callQuery.state.status === 'not-found' ? (
          <EmptyState title="Creator Call not found">
            This call does not exist or is no longer open.
          </EmptyState>
        ) : null}
        {load ? (
          <>
            <CastingCallDetails call={load.call} />
            {load.status === 'submitted' ? (
              <Alert tone="info">{SHEET_MESSAGES.castingCallSubmitted}</Alert>
            ) : (
              <Alert tone="warning">{SHEET_MESSAGES.castingCallInvisible}</Alert>
            )}
            {!load.sheetId ? (
              <EmptyState
                title="No response yet"
                action={<LinkButton href={editHref}>Start the response</LinkButton>}
              >
                Pick up to 40 creators for this call in the response editor.
              </EmptyState>
            ) : null}
            {sheet ? (
              <section aria-labelledby="preview-heading">
                <h2 id="preview-heading">
                  {sheet.title} <span className="tpp-muted">({creatorCount(sheet.influencers.length)})</span>
                </h2>
                {sheet.influencers.length === 0 ? (
                  <p className="tpp-muted">No creators on this response yet.</p>
                ) : (
                  <ul className="tpp-call-preview">
                    {sheet.influencers.map((influencer) => {
                      const note = sheet.notes[String(influencer.id)] ?? influencer.note;
                      return (
                        <li key={influencer.id} className="tpp-call-preview__card" data-testid="preview-card">
                          <img src={influencer.picture_main_url} alt="" loading="lazy" />
                          <div className="tpp-call-preview__body">
                            <h3>{influencer.fullname}</h3>
                            <p className="tpp-muted">
                              {followersText(influencer.primary_followers, influencer.primary_platform)}
                            </p>
                            {note ? <NotePreview note={note} label={null} /> : null}
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </section>
            ) : null}
          </>
        ) : null}
      </div>
    </TalentSheetsGate>
  );
}
