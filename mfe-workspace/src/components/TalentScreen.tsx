import type { ReactNode } from 'react';
import type { InfluencerProfile } from '@tpp/contracts';
import type { ApiQueryResult } from '@tpp/session';
import { LinkButton, QueryView, useDocumentTitle } from '@tpp/ui';
import { InfluencerNotFound } from './InfluencerNotFound';
import { PROFILE_LOAD_FAILED } from '../api/useInfluencerProfile';
import './talent.css';
import { LinksPageHeader } from './LinksPageHeader';

export interface TalentScreenProps {
  title: string;
  influencerId: string;
  query: ApiQueryResult<InfluencerProfile>;
  children: (profile: InfluencerProfile) => ReactNode;
}

/** The frame of a talent's editing screen: heading with the talent's name, the way back, and load states. */
export function TalentScreen({ title, influencerId, query, children }: TalentScreenProps) {
  const name = query.state.status === 'ready' ? query.state.data.fullname : null;
  useDocumentTitle(name ? `${title}: ${name}` : title);
  return (
    <div className="tpp-page tpp-talent-screen">
      <LinksPageHeader title={title} subtitle={name ?? undefined}>
        <LinkButton href={`/influencers/profile/${encodeURIComponent(influencerId)}`}>
          Talent Profile
        </LinkButton>
      </LinksPageHeader>
      <QueryView
        query={query}
        loadingLabel="Loading the profile..."
        errorText={PROFILE_LOAD_FAILED}
        notFound={<InfluencerNotFound />}
      >
        {children}
      </QueryView>
    </div>
  );
}
