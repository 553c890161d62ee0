import { useParams } from 'wouter';
import { WorkspacePage } from '../../components/WorkspacePage';

/** /advanced-creator-call/{castingCallId}: directory search that adds talent to a Creator Call response. */
export function AdvancedCreatorCallPage() {
  const { castingCallId = '' } = useParams<{ castingCallId: string }>();
  return (
    <WorkspacePage
      title="Creator Call Search"
      feature="Advanced search for Creator Calls"
      links={[
        {
          href: `/creator-call-response/${encodeURIComponent(castingCallId)}`,
          label: 'Creator Call Response',
        },
      ]}
    />
  );
}
