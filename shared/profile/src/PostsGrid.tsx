import { useState, type ReactNode } from 'react';
import {
  POST_TYPE_LABELS,
  POST_TYPES,
  TALENT_MESSAGES,
  type PostType,
  type SocialAccount,
} from '@tpp/contracts';
import { Tabs } from '@tpp/ui';
import { formatCount, platformLabel } from './format.js';
import { ProfileSection } from './ProfileSection.js';
import { visiblePosts } from './rules.js';

export interface PostsGridProps {
  socials: SocialAccount[];
  excludedPostIds: readonly string[];
  /** Extra actions next to the title (the signed-in profile's 'Show/Hide Posts'). */
  actions?: ReactNode;
}

function PostTile({ post }: { post: SocialAccount['top_posts'][number] }) {
  const image = post.thumbnail || post.image;
  const caption = post.caption || post.text;
  return (
    <li className="pf-post">
      <a href={post.link} target="_blank" rel="noopener noreferrer" className="pf-post__link">
        <span className="pf-post__media">
          {image ? (
            <img src={image} alt={caption ? caption.slice(0, 120) : 'Post'} loading="lazy" decoding="async" />
          ) : null}
        </span>
        <span className="pf-post__stats">
          <span>{formatCount(post.stat.likes)} likes</span>
          <span>{formatCount(post.stat.comments)} comments</span>
          {post.stat.views !== null ? <span>{formatCount(post.stat.views)} views</span> : null}
        </span>
      </a>
    </li>
  );
}

/**
 * Talent Posts: Top Posts, Top Reels, Recent Posts and Sponsorships, 3 per type on the profile,
 * hidden posts (team_settings.excluded_post_ids) left out. Categories without posts are skipped.
 */
export function PostsGrid({ socials, excludedPostIds, actions }: PostsGridProps) {
  const categories = POST_TYPES.map((type) => ({
    type,
    groups: socials
      .map((account) => ({ account, posts: visiblePosts(account, type, excludedPostIds) }))
      .filter((group) => group.posts.length > 0),
  })).filter((category) => category.groups.length > 0);
  const [selected, setSelected] = useState<PostType | null>(null);
  const current =
    categories.find((category) => category.type === selected)?.type ?? categories[0]?.type ?? 'top_posts';

  return (
    <ProfileSection className="pf-posts" title="Talent Posts" label="Talent Posts" actions={actions}>
      {categories.length === 0 ? (
        <p className="pf-muted">{TALENT_MESSAGES.noPostsAvailable}</p>
      ) : (
        <Tabs
          label="Post categories"
          selectedId={current}
          onSelect={(id) => setSelected(id as PostType)}
          tabs={categories.map((category) => ({
            id: category.type,
            label: POST_TYPE_LABELS[category.type],
            content: (
              <div className="pf-posts__groups">
                {category.groups.map(({ account, posts }) => (
                  <div key={account.id} className="pf-posts__group">
                    {category.groups.length > 1 || socials.length > 1 ? (
                      <h4 className="pf-posts__account">
                        {platformLabel(account.platform)} · @
                        {account.platform_account_name || account.platform_account_nickname}
                      </h4>
                    ) : null}
                    <ul className="pf-posts__grid">
                      {posts.map((post) => (
                        <PostTile key={post.post_id} post={post} />
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            ),
          }))}
        />
      )}
    </ProfileSection>
  );
}
