import { useParams } from 'wouter';
import { SHEET_LIMITS } from '@tpp/contracts';
import { useDocumentTitle } from '@tpp/ui';
import { ClosedCreatorCall } from './ClosedCreatorCall';
import { CreatorCallLoadStates } from './CreatorCallLoadStates';
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
  const query = useCastingCallResponse(castingCallId);
  const back = {
    href: `/creator-call-response/${encodeURIComponent(castingCallId)}`,
    label: 'Back to Response',
  };

  if (query.state.status !== 'ready')
    return <CreatorCallLoadStates title="Creator Call Search" query={query} />;
  const load = query.state.data;
  if (load.call.closed) return <ClosedCreatorCall call={load.call} title="Creator Call Search" />;
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
