import { useParams } from 'wouter';
import { isDescriptionRemoval } from '@tpp/contracts';
import { SafeHtml } from '@tpp/profile';
import { TalentScreen } from '../../components/TalentScreen';
import { useInfluencerProfile } from '../../api/useInfluencerProfile';
import { CustomDescriptionForm } from './CustomDescriptionForm';
import { TaglineForm } from './TaglineForm';

/** /talent/edit-description/{influencerId}: default and custom description, tagline. */
export function CustomDescriptionPage() {
  const { influencerId = '' } = useParams<{ influencerId: string }>();
  const { query, reload, update } = useInfluencerProfile(influencerId);
  return (
    <TalentScreen title="Custom Description" influencerId={influencerId} query={query}>
      {(profile) => (
        <div className="tpp-description-layout">
          <div>
            <section className="tpp-section" aria-labelledby="default-description-heading">
              <h2 id="default-description-heading">Default description</h2>
              {profile.description_html.trim() ? (
                <SafeHtml html={profile.description_html} className="tpp-prose" />
              ) : (
                <p className="tpp-muted">This creator has no default description.</p>
              )}
            </section>
            <section className="tpp-section" aria-labelledby="custom-description-heading">
              <h2 id="custom-description-heading">Current custom description</h2>
              {profile.custom_description && isDescriptionRemoval(profile.custom_description) ? (
                <p className="tpp-muted">
                  None, and the default description is hidden: the profile shows no description.
                </p>
              ) : profile.custom_description_html?.trim() ? (
                <SafeHtml html={profile.custom_description_html} className="tpp-prose" />
              ) : (
                <p className="tpp-muted">None: your team sees the default description.</p>
              )}
            </section>
          </div>
          <div>
            <CustomDescriptionForm
              key={profile.id}
              influencerId={profile.id}
              current={profile.custom_description}
              hasDefault={profile.description_html.trim() !== ''}
              onSaved={(saved) => {
                update((current) => ({ ...current, ...saved }));
                if (saved.custom_description && !saved.custom_description_html) reload();
              }}
            />
            <TaglineForm
              key={`tagline-${profile.id}`}
              influencerId={profile.id}
              tagline={profile.tagline}
              onSaved={(tagline) => update((current) => ({ ...current, tagline }))}
            />
          </div>
        </div>
      )}
    </TalentScreen>
  );
}
