import { useParams } from 'wouter';
import { TalentScreen } from '../../components/TalentScreen';
import { useInfluencerProfile } from '../../api/useInfluencerProfile';
import { RateCardEditor } from './RateCardEditor';

/** /talent/edit-rate-card/{influencerId}: rows of platform, description and rate. */
export function EditRateCardPage() {
  const { influencerId = '' } = useParams<{ influencerId: string }>();
  const { query, update } = useInfluencerProfile(influencerId);
  return (
    <TalentScreen title="Rate Card" influencerId={influencerId} query={query}>
      {(profile) => (
        <RateCardEditor
          key={profile.id}
          influencerId={profile.id}
          rateCard={profile.rate_card}
          onSaved={(rateCard) => update((current) => ({ ...current, rate_card: rateCard }))}
        />
      )}
    </TalentScreen>
  );
}
