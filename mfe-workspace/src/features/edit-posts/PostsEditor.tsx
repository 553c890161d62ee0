import { useState } from 'react';
import { POST_TYPE_LABELS, POST_TYPES, TALENT_MESSAGES, type PostType } from '@tpp/contracts';
import type { InfluencerExtraData } from '@tpp/contracts';
import { Alert, Button, EmptyState, Modal, Tabs } from '@tpp/ui';
import { PLATFORM_LABELS } from '../../components/rosterRules';
import { talentApi } from '../../api/talentApi';
import { accountHasPosts, postsOf, postsPage } from './editPostsRules';
import { PostTile } from './PostTile';

export interface PostsEditorProps {
  data: InfluencerExtraData;
}

const SAVE_FAILED = 'The change could not be saved. Please try again.';

/** Account picker, post-type tabs, 6 posts per view, hide/show per post and the reset of all hidden posts. */
export function PostsEditor({ data }: PostsEditorProps) {
  const primary = data.accounts.find((account) => account.primary) ?? data.accounts[0];
  const [accountId, setAccountId] = useState<number | null>(primary?.id ?? null);
  const [type, setType] = useState<PostType>('top_posts');
  const [page, setPage] = useState(1);
  const [excluded, setExcluded] = useState<string[]>(data.excluded_post_ids);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmingReset, setConfirmingReset] = useState(false);

  const account = data.accounts.find((entry) => entry.id === accountId) ?? primary;
  if (!account) {
    return (
      <EmptyState title={TALENT_MESSAGES.noPostsAvailable}>
        This creator has no social accounts yet.
      </EmptyState>
    );
  }
  const hiddenSet = new Set(excluded);

  const persist = async (next: string[]) => {
    const previous = excluded;
    setExcluded(next);
    setBusy(true);
    setFailure(null);
    try {
      await talentApi.saveInfluencerSettings(data.influencer_id, { excluded_post_ids: next });
      return true;
    } catch {
      setExcluded(previous);
      setFailure(SAVE_FAILED);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const toggle = (postId: string) =>
    persist(hiddenSet.has(postId) ? excluded.filter((id) => id !== postId) : [...excluded, postId]);

  const renderTab = (tabType: PostType) => {
    if (!accountHasPosts(account)) {
      return (
        <EmptyState title={TALENT_MESSAGES.noPostsAvailable}>This account has no posts on record.</EmptyState>
      );
    }
    const posts = postsOf(account, tabType);
    if (posts.length === 0) return <EmptyState title={TALENT_MESSAGES.noPostsToShow} />;
    const view = postsPage(posts, page);
    const allHidden = posts.every((post) => hiddenSet.has(post.post_id));
    const hiddenCount = posts.filter((post) => hiddenSet.has(post.post_id)).length;
    return (
      <>
        {allHidden ? (
          <Alert tone="info">
            {TALENT_MESSAGES.noPostsToShow}: every {POST_TYPE_LABELS[tabType]} post of this account is hidden
            from the profile. Choose Show to bring one back.
          </Alert>
        ) : null}
        <p className="tpp-muted tpp-posts__summary">
          {posts.length} posts, {hiddenCount} hidden. Posts {(view.page - 1) * 6 + 1}–
          {(view.page - 1) * 6 + view.posts.length}.
        </p>
        <ul className="tpp-posts" aria-label={`${POST_TYPE_LABELS[tabType]} posts`}>
          {view.posts.map((post) => (
            <PostTile
              key={post.post_id}
              post={post}
              hidden={hiddenSet.has(post.post_id)}
              busy={busy}
              onToggle={() => void toggle(post.post_id)}
            />
          ))}
        </ul>
        {view.pageCount > 1 ? (
          <nav className="tpp-pager" aria-label="Post views">
            <button type="button" disabled={view.page <= 1} onClick={() => setPage(view.page - 1)}>
              Previous
            </button>
            <span className="tpp-muted">
              View {view.page} of {view.pageCount}
            </span>
            <button
              type="button"
              disabled={view.page >= view.pageCount}
              onClick={() => setPage(view.page + 1)}
            >
              Next
            </button>
          </nav>
        ) : null}
      </>
    );
  };

  return (
    <div className="tpp-section">
      <div className="tpp-posts-toolbar">
        <div className="tpp-field">
          <label htmlFor="edit-posts-account">Account</label>
          <select
            id="edit-posts-account"
            value={account.id}
            onChange={(event) => {
              setAccountId(Number(event.target.value));
              setPage(1);
            }}
          >
            {data.accounts.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {PLATFORM_LABELS[entry.platform] ?? entry.platform}: {entry.platform_account_name}
                {entry.primary ? ' (primary)' : ''}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          disabled={busy || excluded.length === 0}
          onClick={() => setConfirmingReset(true)}
        >
          Reset all hidden posts
        </Button>
      </div>
      <p className="tpp-field__hint">
        Hidden posts do not show on this creator&apos;s profiles (yours and the public one). {excluded.length}{' '}
        hidden in all.
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Tabs
        label="Post types"
        selectedId={type}
        onSelect={(id) => {
          setType(id as PostType);
          setPage(1);
        }}
        tabs={POST_TYPES.map((tabType) => ({
          id: tabType,
          label: POST_TYPE_LABELS[tabType],
          content: tabType === type ? renderTab(tabType) : null,
        }))}
      />
      <Modal
        title="Reset all hidden posts"
        open={confirmingReset}
        onClose={() => setConfirmingReset(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirmingReset(false)}>
              Cancel
            </Button>
            <Button
              busy={busy}
              onClick={async () => {
                await persist([]);
                setConfirmingReset(false);
              }}
            >
              Reset
            </Button>
          </>
        }
      >
        <p>{TALENT_MESSAGES.resetHiddenPosts}</p>
      </Modal>
    </div>
  );
}
