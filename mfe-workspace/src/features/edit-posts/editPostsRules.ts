import { EDIT_POSTS_PER_VIEW, POST_TYPES, type PostType } from '@tpp/contracts';
import type { EditablePost, InfluencerExtraData } from '@tpp/contracts';

export type ExtraDataAccount = InfluencerExtraData['accounts'][number];

/** The posts of one view (6 per view) and the number of views. */
export function postsPage(posts: readonly EditablePost[], page: number) {
  const pageCount = Math.max(1, Math.ceil(posts.length / EDIT_POSTS_PER_VIEW));
  const current = Math.min(Math.max(page, 1), pageCount);
  return {
    page: current,
    pageCount,
    posts: posts.slice((current - 1) * EDIT_POSTS_PER_VIEW, current * EDIT_POSTS_PER_VIEW),
  };
}

export function accountHasPosts(account: ExtraDataAccount): boolean {
  return POST_TYPES.some((type) => (account.posts[type]?.length ?? 0) > 0);
}

export function postsOf(account: ExtraDataAccount, type: PostType): EditablePost[] {
  return account.posts[type] ?? [];
}
