import { Link } from 'wouter';
import { CREATOR_CALL_MESSAGES, type CastingCall } from '@tpp/contracts';
import { Alert, PageHeader } from '@tpp/ui';
import { CastingCallDetails } from './CastingCallDetails';

/**
 * A Creator Call past its response deadline, where its response editor or search would be: the
 * call, the notice, and the way to the team's submitted response or back to the calls.
 */
export function ClosedCreatorCall({ call, title }: { call: CastingCall; title: string }) {
  const id = encodeURIComponent(String(call.id));
  return (
    <div className="tpp-page">
      <PageHeader title={title} />
      <Alert tone="warning">{CREATOR_CALL_MESSAGES.closed}</Alert>
      <CastingCallDetails call={call} />
      <p className="tpp-actions">
        {call.response_status === 'submitted' ? (
          <Link href={`/creator-call-response/preview/${id}`}>View your submitted response</Link>
        ) : null}
        <Link href="/creator-calls">All Creator Calls</Link>
      </p>
    </div>
  );
}
