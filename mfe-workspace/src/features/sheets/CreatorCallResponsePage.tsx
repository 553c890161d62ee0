import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { CastingCallResponseStatus } from '@tpp/contracts';
import { EmptyState, LinkButton, LoadFailedAlert, PageHeader, Spinner, useDocumentTitle } from '@tpp/ui';
import { CastingCallDetails } from './CastingCallDetails';
import { CastingCallSubmit } from './CastingCallSubmit';
import { SheetEditor } from './SheetEditor';
import { TalentSheetsGate } from './TalentSheetsGate';
import { useCastingCallResponse } from './useCastingCallResponse';

/** /creator-call-response/{castingCallId}: the response sheet of up to 40 talent. */
export function CreatorCallResponsePage() {
  const { castingCallId = '' } = useParams<{ castingCallId: string }>();
  useDocumentTitle('Creator Call Response');
  const [attempt, setAttempt] = useState(0);
  const load = useCastingCallResponse(castingCallId, attempt);
  const [sheetId, setSheetId] = useState<string | null>(null);
  const [status, setStatus] = useState<CastingCallResponseStatus | null>(null);

  useEffect(() => {
    if (load.state !== 'ready') return;
    setSheetId(load.sheetId);
    setStatus(load.status);
  }, [load]);

  const previewHref = `/creator-call-response/preview/${encodeURIComponent(castingCallId)}`;
  const back = <Link href="/creator-calls">All Creator Calls</Link>;

  if (load.state === 'loading') return <Spinner label="Loading the Creator Call..." />;
  if (load.state === 'missing' || load.state === 'failed') {
    return (
      <div className="tpp-page">
        <PageHeader title="Creator Call Response" />
        {load.state === 'failed' ? (
          <LoadFailedAlert onRetry={() => setAttempt((count) => count + 1)}>{load.message}</LoadFailedAlert>
        ) : (
          <EmptyState
            title="Creator Call not found"
            action={<LinkButton href="/creator-calls">Creator Calls</LinkButton>}
          >
            This call does not exist or is no longer open.
          </EmptyState>
        )}
      </div>
    );
  }

  return (
    <TalentSheetsGate page="sheet">
      <div className="tpp-page">
        <SheetEditor
          key={load.call.id}
          sheetType="casting_call_response"
          sheetId={sheetId ?? load.sheetId}
          castingCallId={load.call.id}
          defaultTitle={load.call.title}
          allowCopy={false}
          publicSharing={false}
          previewHref={() => previewHref}
          onCreated={setSheetId}
          links={back}
          header={
            <>
              <CastingCallDetails call={load.call} />
              <CastingCallSubmit
                castingCallId={load.call.id}
                status={status ?? load.status}
                onSubmitted={() => setStatus('submitted')}
              />
            </>
          }
        />
      </div>
    </TalentSheetsGate>
  );
}
