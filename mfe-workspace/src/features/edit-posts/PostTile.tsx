import type { EditablePost } from '@tpp/contracts';
import { formatCount } from '../../components/rosterRules';

export interface PostTileProps {
  post: EditablePost;
  hidden: boolean;
  busy: boolean;
  onToggle: () => void;
}

/** One post with its Hide or Show action; hidden posts are dimmed and marked. */
export function PostTile({ post, hidden, busy, onToggle }: PostTileProps) {
  const caption = (post.caption || post.text || '').trim();
  const image = post.thumbnail || post.image;
  return (
    <li className={hidden ? 'tpp-post is-hidden' : 'tpp-post'}>
      <a href={post.link} target="_blank" rel="noopener noreferrer" className="tpp-post__media">
        {image ? <img src={image} alt={caption ? caption.slice(0, 80) : 'Post'} loading="lazy" /> : null}
        {hidden ? <span className="tpp-post__badge">Hidden</span> : null}
      </a>
      <div className="tpp-post__body">
        <p className="tpp-post__caption">{caption || <span className="tpp-muted">No caption</span>}</p>
        <p className="tpp-post__stats tpp-muted">
          {formatCount(post.stat.likes)} likes · {formatCount(post.stat.comments)} comments
          {post.stat.views !== null ? ` · ${formatCount(post.stat.views)} views` : ''}
        </p>
        <button
          type="button"
          className={hidden ? 'tpp-button tpp-button--primary' : 'tpp-button tpp-button--secondary'}
          aria-pressed={hidden}
          disabled={busy}
          onClick={onToggle}
        >
          {hidden ? 'Show' : 'Hide'}
          <span className="tpp-visually-hidden"> post {caption.slice(0, 40)}</span>
        </button>
      </div>
    </li>
  );
}
