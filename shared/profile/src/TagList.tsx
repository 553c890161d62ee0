import { DEFAULT_DISPLAY_TAGS_SHOWN } from '@tpp/contracts';

export interface TagListProps {
  /** Tags to show, in order (usually display_tags, else the first tags). */
  tags: readonly string[];
  /** The team's own tags: marked as custom. */
  customTags?: readonly string[];
  label?: string;
}

/** The tags shown for a creator: display_tags when chosen, else the first three tags. */
export function shownTags(profile: { tags: readonly string[]; display_tags: readonly string[] }): string[] {
  return profile.display_tags.length > 0
    ? [...profile.display_tags]
    : profile.tags.slice(0, DEFAULT_DISPLAY_TAGS_SHOWN);
}

/** Tags as chips; custom tags are visually marked (and say so to screen readers). */
export function TagList({ tags, customTags = [], label = 'Tags' }: TagListProps) {
  if (tags.length === 0) return null;
  const custom = new Set(customTags.map((tag) => tag.toLowerCase()));
  return (
    <ul className="pf-tags" aria-label={label}>
      {tags.map((tag) => {
        const isCustom = custom.has(tag.toLowerCase());
        return (
          <li
            key={tag}
            className={isCustom ? 'pf-tag pf-tag--custom' : 'pf-tag'}
            title={isCustom ? 'Custom tag' : undefined}
          >
            {tag}
            {isCustom ? <span className="pf-visually-hidden"> (custom tag)</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
