import { useParams } from 'wouter';
import { TALENT_MESSAGES } from '@tpp/contracts';
import { useApiQuery } from '@tpp/session';
import { ErrorState, LinkButton, LoadingState, useDocumentTitle } from '@tpp/ui';
import { talentApi } from '../../api/talentApi';
import { workspaceKeys } from '../../api/workspaceQueries';
import { useForgetOnLeave } from '../../components/useForgetOnLeave';
import { PostsEditor } from './PostsEditor';
import '../../components/talent.css';
import { LinksPageHeader } from '../../components/LinksPageHeader';

/** /talent/{influencerId}/edit-posts: hide or show individual posts per account and post type. */
export function EditPostsPage() {
  const { influencerId = '' } = useParams<{ influencerId: string }>();
  useDocumentTitle('Edit Posts');
  const key = workspaceKeys.extraData(influencerId);
  const query = useApiQuery(key, (signal) => talentApi.extraData(influencerId, signal));
  // The editor keeps its own copy of the posts it changes.
  useForgetOnLeave(key);
  const { state } = query;

  return (
    <div className="tpp-page">
      <LinksPageHeader title="Edit Posts" subtitle="Choose which posts show on the profile.">
        <LinkButton href={`/influencers/profile/${encodeURIComponent(influencerId)}`}>
          Talent Profile
        </LinkButton>
      </LinksPageHeader>
      {state.status === 'loading' ? <LoadingState label="Loading posts..." /> : null}
      {state.status === 'error' || state.status === 'not-found' ? (
        <ErrorState onRetry={query.retry}>{TALENT_MESSAGES.postEditorLoadFailed}</ErrorState>
      ) : null}
      {state.status === 'ready' ? <PostsEditor key={state.data.influencer_id} data={state.data} /> : null}
    </div>
  );
}
