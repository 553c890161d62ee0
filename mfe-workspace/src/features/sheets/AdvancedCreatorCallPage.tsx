import { useState } from 'react';
import { useParams } from 'wouter';
import { SHEET_LIMITS } from '@tpp/contracts';
import { EmptyState, LinkButton, LoadFailedAlert, PageHeader, Spinner, useDocumentTitle } from '@tpp/ui';
import { SheetSearchScreen } from './SheetSearchScreen';
import { TalentSheetsGate } from './TalentSheetsGate';
import { useCastingCallResponse } from './useCastingCallResponse';

/**
 * /advanced-creator-call/{castingCallId}: directory search that adds talent to the team's response
 * to a Creator Call (created with the first Add when there is none), within its 40 talent.
 */
export function AdvancedCreatorCallPage() {
  const { castingCallId = '' } = useParams<{ castingCallId: string }>();
  useDocumentTitle('Creator Call Search');
  const [attempt, setAttempt] = useState(0);
  const load = useCastingCallResponse(castingCallId, attempt);
  const back = {
    href: `/creator-call-response/${encodeURIComponent(castingCallId)}`,
    label: 'Back to Response',
  };

  if (load.state === 'loading') return <Spinner label="Loading the Creator Call..." />;
  if (load.state === 'missing' || load.state === 'failed') {
    return (
      <div className="tpp-page">
        <PageHeader title="Creator Call Search" />
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
      <SheetSearchScreen
        key={load.call.id}
        title={`Creator Call Search: ${load.call.title}`}
        start={{
          sheetType: 'casting_call_response',
          sheetId: load.sheetId,
          castingCallId: load.call.id,
          defaultTitle: load.call.title,
        }}
        back={back}
        intro={
          <p className="tpp-muted">
            A response to a Creator Call holds up to {SHEET_LIMITS.castingCallMaxTalent} talent.
          </p>
        }
      />
    </TalentSheetsGate>
  );
}
