import type { ReactNode } from 'react';
import type { InfluencerProfile } from '@tpp/contracts';
import { LinkButton, LoadFailedAlert, PageHeader, Spinner, useDocumentTitle } from '@tpp/ui';
import { InfluencerNotFound } from './InfluencerNotFound';
import type { ProfileLoad } from '../api/useInfluencerProfile';
import './talent.css';

export interface TalentScreenProps {
  title: string;
  influencerId: string;
  load: ProfileLoad;
  onRetry: () => void;
  /** Shown instead of the failure text when the profile cannot be read (e.g. the post editor's). */
  failureText?: string;
  children: (profile: InfluencerProfile) => ReactNode;
}

/** The frame of a talent's editing screen: heading with the talent's name, the way back, and load states. */
export function TalentScreen({
  title,
  influencerId,
  load,
  onRetry,
  failureText,
  children,
}: TalentScreenProps) {
  const name = load.state === 'ready' ? load.profile.fullname : null;
  useDocumentTitle(name ? `${title}: ${name}` : title);
  return (
    <div className="tpp-page tpp-talent-screen">
      <PageHeader
        title={title}
        subtitle={name ?? undefined}
        actions={
          <nav aria-label={`${title} links`} className="tpp-page-header__actions">
            <LinkButton href={`/influencers/profile/${encodeURIComponent(influencerId)}`}>
              Talent Profile
            </LinkButton>
          </nav>
        }
      />
      {load.state === 'loading' ? <Spinner label="Loading the profile..." /> : null}
      {load.state === 'not-found' ? <InfluencerNotFound /> : null}
      {load.state === 'failed' ? (
        <LoadFailedAlert onRetry={onRetry}>{failureText ?? load.message}</LoadFailedAlert>
      ) : null}
      {load.state === 'ready' ? children(load.profile) : null}
    </div>
  );
}
