import { useParams } from 'wouter';
import { WorkspacePage } from '../../components/WorkspacePage';

/** /creator-call-response/preview/{castingCallId}: the response as the brand will see it. */
export function CreatorCallResponsePreviewPage() {
  const { castingCallId = '' } = useParams<{ castingCallId: string }>();
  return (
    <WorkspacePage
      title="Creator Call Response Preview"
      feature="Creator Call response previews"
      links={[
        { href: `/creator-call-response/${encodeURIComponent(castingCallId)}`, label: 'Edit Response' },
        { href: '/creator-calls', label: 'Creator Calls' },
      ]}
    />
  );
}
