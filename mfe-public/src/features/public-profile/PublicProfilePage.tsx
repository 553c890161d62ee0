import '../../components/publicPages.css';
import { TALENT_MESSAGES } from '@tpp/contracts';
import { displayName, InfluencerProfileView, ThemedPage } from '@tpp/profile';
import { PublicFrame } from '../../components/PublicFrame';
import { useDocumentTitle } from '@tpp/ui';
import { PoweredBy, TeamHeader } from '../../components/TeamHeader';
import { ProfileStates } from '../../components/ProfileStates';
import { routeId, usePublicProfile } from '../../api/usePublicProfile';

export interface PublicProfilePageProps {
  influencerId: string;
  teamId?: string;
}

/** /public/profile/{id} and /public/profile/{id}/team/{teamId}: a creator themed by the team's display settings. */
export default function PublicProfilePage({ influencerId, teamId }: PublicProfilePageProps) {
  const id = routeId(influencerId);
  const team = teamId === undefined ? null : routeId(teamId);
  const { state, retry } = usePublicProfile(teamId !== undefined && team === null ? null : id, team);
  const ready = state.status === 'ready' ? state.data : null;
  useDocumentTitle(
    ready
      ? displayName(ready.influencer)
      : state.status === 'not-found'
        ? TALENT_MESSAGES.influencerNotFoundTitle
        : 'Talent Profile',
  );

  if (!ready) {
    return (
      <PublicFrame>
        <ProfileStates state={state} onRetry={retry} />
      </PublicFrame>
    );
  }
  const display = ready.team.display_settings;
  return (
    <ThemedPage display={display} className="pub-page">
      <TeamHeader team={ready.team} compact rosterHref={`/public/talent-roster/${ready.team.id}`} />
      <div className="pub-main">
        <InfluencerProfileView profile={ready.influencer} display={display} />
      </div>
      <PoweredBy />
    </ThemedPage>
  );
}
