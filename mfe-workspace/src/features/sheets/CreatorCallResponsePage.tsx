import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { CastingCallResponseStatus } from '@tpp/contracts';
import { useDocumentTitle } from '@tpp/ui';
import { CreatorCallLoadStates } from './CreatorCallLoadStates';
import { CastingCallDetails } from './CastingCallDetails';
import { CastingCallSubmit } from './CastingCallSubmit';
import { ClosedCreatorCall } from './ClosedCreatorCall';
import { SheetEditor } from './SheetEditor';
import { TalentSheetsGate } from './TalentSheetsGate';
import { useCastingCallResponse } from './useCastingCallResponse';
import { useCallBrief } from './callBrief';

/** /creator-call-response/{castingCallId}: the response sheet of up to 40 talent. */
export function CreatorCallResponsePage() {
  const { castingCallId = '' } = useParams<{ castingCallId: string }>();
  useDocumentTitle('Creator Call Response');
  const query = useCastingCallResponse(castingCallId);
  const load = query.state.status === 'ready' ? query.state.data : null;
  const [sheetId, setSheetId] = useState<string | null>(null);
  const [status, setStatus] = useState<CastingCallResponseStatus | null>(null);

  useEffect(() => {
    if (!load) return;
    setSheetId(load.sheetId);
    setStatus(load.status);
  }, [load]);
  // The Assistant starts with the call's own brief.
  useCallBrief(load?.call ?? null);

  const previewHref = `/creator-call-response/preview/${encodeURIComponent(castingCallId)}`;
  const back = <Link href="/creator-calls">All Creator Calls</Link>;

  if (!load) return <CreatorCallLoadStates title="Creator Call Response" query={query} />;
  if (load.call.closed) return <ClosedCreatorCall call={load.call} title="Creator Call Response" />;

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
                brand={load.call.brandRepresented || load.call.team_name}
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
