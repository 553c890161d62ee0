import { Link, useParams } from 'wouter';
import { InfluencerProfileView, displayName, type EditControls } from '@tpp/profile';
import { PageHeader, QueryView, useDocumentTitle } from '@tpp/ui';
import { talentApi } from '../../api/talentApi';
import { useTeamId } from '../../components/useTeamId';
import { InfluencerNotFound } from '../../components/InfluencerNotFound';
import { ProfileActions } from './ProfileActions';
import { ProfileTags } from './ProfileTags';
import { TalentSheetsTable } from './TalentSheetsTable';
import { PROFILE_LOAD_FAILED, useInfluencerProfile } from '../../api/useInfluencerProfile';
import { useTeamDisplaySettings } from './useTeamDisplaySettings';
import '../../components/talent.css';

/** /influencers/profile/{influencerId}/{teamId?}: the shared profile view with the team's edit controls. */
export function TalentProfilePage() {
  const { influencerId = '' } = useParams<{ influencerId: string }>();
  const teamId = useTeamId();
  const { query, update } = useInfluencerProfile(influencerId);
  const display = useTeamDisplaySettings(influencerId, teamId);
  useDocumentTitle(
    query.state.status === 'ready' ? `${displayName(query.state.data)} · Talent Profile` : 'Talent Profile',
  );

  if (query.state.status !== 'ready') {
    return (
      <div className="tpp-page">
        <PageHeader title="Talent Profile" />
        <QueryView
          query={query}
          loadingLabel="Loading the profile..."
          errorText={PROFILE_LOAD_FAILED}
          notFound={<InfluencerNotFound />}
        >
          {() => null}
        </QueryView>
      </div>
    );
  }

  const profile = query.state.data;
  const id = profile.id;
  const editable: EditControls = {
    onSaveWidgets: async (disabledInfoBoxes) => {
      await talentApi.saveInfluencerSettings(id, { disabledInfoBoxes });
      update((current) => ({ ...current, team_settings: { ...current.team_settings, disabledInfoBoxes } }));
    },
    onSaveHiddenStats: async (settings) => {
      try {
        await talentApi.saveHiddenStats(id, settings);
      } catch (error) {
        console.error('Failed to save settings', error);
        throw error;
      }
      update((current) => ({ ...current, stat_display_settings: settings }));
    },
    onSaveLocation: async ({ city, state }) => {
      try {
        await talentApi.saveLocation(id, city, state);
        update((current) => ({ ...current, city: city || null, state: state || null }));
      } catch (error) {
        // The spec: a location failure is only logged.
        console.error('Failed to save location', error);
      }
    },
    renderHeaderActions: () => <ProfileActions influencerId={id} name={displayName(profile)} />,
    renderTags: () => (
      <ProfileTags
        profile={profile}
        onSaved={(tags, displayTags) =>
          update((current) => ({ ...current, tags, display_tags: displayTags }))
        }
      />
    ),
    renderPostsActions: () => (
      <Link href={`/talent/${id}/edit-posts`} className="tpp-button tpp-button--secondary">
        Show or Hide Posts
      </Link>
    ),
    renderRateCardActions: () => (
      <Link href={`/talent/edit-rate-card/${id}`} className="tpp-button tpp-button--secondary">
        {profile.rate_card && profile.rate_card.length > 0 ? 'Edit Rate Card' : 'Add Rate Card'}
      </Link>
    ),
    renderFooter: () => <TalentSheetsTable influencerId={id} />,
    publicLinkUrl: teamId ? `/public/profile/${id}/team/${teamId}` : undefined,
  };

  return (
    <div className="tpp-page tpp-profile-page">
      <p className="tpp-back">
        <Link href="/influencers">← Talent Roster</Link>
      </p>
      <InfluencerProfileView profile={profile} display={display} editable={editable} />
    </div>
  );
}
