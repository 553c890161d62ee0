import { TALENT_MESSAGES } from '@tpp/contracts';
import { EmptyState, LinkButton } from '@tpp/ui';

export function InfluencerNotFound() {
  return (
    <EmptyState
      title={TALENT_MESSAGES.influencerNotFoundTitle}
      action={<LinkButton href="/influencers">Back to the Talent Roster</LinkButton>}
    >
      {TALENT_MESSAGES.influencerNotFoundBody}
    </EmptyState>
  );
}
