import { useParams } from 'wouter';
import { WorkspacePage } from '../../components/WorkspacePage';

/** /creator-call-response/{castingCallId}: the response sheet of up to 40 talent. */
export function CreatorCallResponsePage() {
  const { castingCallId = '' } = useParams<{ castingCallId: string }>();
  return (
    <WorkspacePage
      title="Creator Call Response"
      feature="Creator Call responses"
      links={[
        { href: `/creator-call-response/preview/${encodeURIComponent(castingCallId)}`, label: 'Preview' },
        { href: '/creator-calls', label: 'Creator Calls' },
      ]}
    />
  );
}
