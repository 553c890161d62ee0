import { Link, useParams } from 'wouter';
import { displayName } from '@tpp/profile';
import { LoadFailedAlert, PageHeader, Spinner, useDocumentTitle } from '@tpp/ui';
import { InfluencerNotFound } from '../../components/InfluencerNotFound';
import { TalentSheetsTable } from './TalentSheetsTable';
import { useInfluencerProfile } from '../../api/useInfluencerProfile';
import '../../components/talent.css';

/** /talent/edit-sheets/{influencerId}: the sheets a talent is on, with dates, client answers and removal. */
export function EditSheetsPage() {
  const { influencerId = '' } = useParams<{ influencerId: string }>();
  const { load, reload } = useInfluencerProfile(influencerId);
  const name = load.state === 'ready' ? displayName(load.profile) : null;
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
      {load.state === 'loading' ? <Spinner label="Loading the talent..." /> : null}
      {load.state === 'not-found' ? <InfluencerNotFound /> : null}
      {load.state === 'failed' ? <LoadFailedAlert onRetry={reload}>{load.message}</LoadFailedAlert> : null}
      {load.state === 'ready' ? (
        <TalentSheetsTable influencerId={load.profile.id} showDate selectLabel="Select Sheets to Remove" />
      ) : null}
    </div>
  );
}
