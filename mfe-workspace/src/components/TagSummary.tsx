import { ROSTER_TAGS_SHOWN } from '@tpp/contracts';

/** The roster's tags cell: the first 5 tags, then '+N more' (its tooltip names the others). */
export function TagSummary({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return <span className="tpp-muted">No tags</span>;
  const hidden = tags.length - ROSTER_TAGS_SHOWN;
  return (
    <ul className="tpp-chips" aria-label="Tags">
      {tags.slice(0, ROSTER_TAGS_SHOWN).map((tag) => (
        <li key={tag} className="tpp-chip">
          {tag}
        </li>
      ))}
      {hidden > 0 ? (
        <li className="tpp-chips__more" title={tags.slice(ROSTER_TAGS_SHOWN).join(', ')}>
          +{hidden} more
        </li>
      ) : null}
    </ul>
  );
}
