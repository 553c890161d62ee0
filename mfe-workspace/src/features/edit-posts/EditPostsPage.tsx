import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { TALENT_MESSAGES } from '@tpp/contracts';
import type { InfluencerExtraData } from '@tpp/contracts';
import { LinkButton, LoadFailedAlert, PageHeader, Spinner, useDocumentTitle } from '@tpp/ui';
import { talentApi } from '../../api/talentApi';
import { PostsEditor } from './PostsEditor';
import '../../components/talent.css';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: InfluencerExtraData };

/** /talent/{influencerId}/edit-posts: hide or show individual posts per account and post type. */
export function EditPostsPage() {
  const { influencerId = '' } = useParams<{ influencerId: string }>();
  useDocumentTitle('Edit Posts');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    talentApi.extraData(influencerId, controller.signal).then(
      (data) => setLoad({ state: 'ready', data }),
      () => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [influencerId, attempt]);

  return (
    <div className="tpp-page">
      <PageHeader
        title="Edit Posts"
        subtitle="Choose which posts show on the profile."
        actions={
          <nav aria-label="Edit Posts links" className="tpp-page-header__actions">
            <LinkButton href={`/influencers/profile/${encodeURIComponent(influencerId)}`}>
              Talent Profile
            </LinkButton>
          </nav>
        }
      />
      {load.state === 'loading' ? <Spinner label="Loading posts..." /> : null}
      {load.state === 'failed' ? (
        <LoadFailedAlert onRetry={() => setAttempt((count) => count + 1)}>
          {TALENT_MESSAGES.postEditorLoadFailed}
        </LoadFailedAlert>
      ) : null}
      {load.state === 'ready' ? <PostsEditor key={load.data.influencer_id} data={load.data} /> : null}
    </div>
  );
}
