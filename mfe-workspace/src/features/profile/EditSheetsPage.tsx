import { Link, useParams } from 'wouter';
import { displayName } from '@tpp/profile';
import { PageHeader, QueryView, useDocumentTitle } from '@tpp/ui';
import { InfluencerNotFound } from '../../components/InfluencerNotFound';
import { TalentSheetsTable } from './TalentSheetsTable';
import { PROFILE_LOAD_FAILED, useInfluencerProfile } from '../../api/useInfluencerProfile';
import '../../components/talent.css';

/** /talent/edit-sheets/{influencerId}: the sheets a talent is on, with dates, client answers and removal. */
export function EditSheetsPage() {
  const { influencerId = '' } = useParams<{ influencerId: string }>();
  const { query } = useInfluencerProfile(influencerId);
  const name = query.state.status === 'ready' ? displayName(query.state.data) : null;
  useDocumentTitle(name ? `${name} · Edit Sheets` : 'Edit Sheets');

  return (
    <div className="tpp-page tpp-edit-sheets">
      <p className="tpp-back">
        <Link href={`/influencers/profile/${encodeURIComponent(influencerId)}`}>← Talent Profile</Link>
      </p>
      <PageHeader
        title="Edit Sheets"
        subtitle={name ? `The sheets ${name} is on, newest first` : undefined}
      />
      <QueryView
        query={query}
        loadingLabel="Loading the talent..."
        errorText={PROFILE_LOAD_FAILED}
        notFound={<InfluencerNotFound />}
      >
        {(profile) => (
          <TalentSheetsTable influencerId={profile.id} showDate selectLabel="Select Sheets to Remove" />
        )}
      </QueryView>
    </div>
  );
}
