import { useState } from 'react';
import { tagKey, type TagOption } from './rosterFilters';

/** Tags shown before 'More tags': the most common ones (and every chosen one). */
export const FIRST_TAGS = 8;

export interface TagFilterProps {
  options: readonly TagOption[];
  onToggle: (tag: string) => void;
}

/**
 * The roster's tag filter: a chip per tag the creators shown carry, with how many carry it; a
 * pressed chip keeps only the creators with that tag (several chips: every one of them). The most
 * common tags show first; 'More tags' shows the rest.
 */
export function TagFilter({ options, onToggle }: TagFilterProps) {
  const [expanded, setExpanded] = useState(false);
  if (options.length === 0) return null;
  const selected = options.filter((option) => option.selected).length;
  const first = Math.max(FIRST_TAGS, selected);
  const shown = expanded ? options : options.slice(0, first);
  return (
    <fieldset className="pub-tag-filter">
      <legend>Tags</legend>
      <ul className="pf-tags">
        {shown.map((option) => (
          <li key={tagKey(option.tag)}>
            <button
              type="button"
              className="pub-tag-chip"
              aria-pressed={option.selected}
              onClick={() => onToggle(option.tag)}
            >
              {option.tag}
              <span className="pub-tag-chip__count">
                {option.count}
                <span className="pf-visually-hidden">{option.count === 1 ? ' creator' : ' creators'}</span>
              </span>
            </button>
          </li>
        ))}
        {options.length > first ? (
          <li>
            <button
              type="button"
              className="pub-tag-filter__more"
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? 'Fewer tags' : `More tags (${options.length - first})`}
            </button>
          </li>
        ) : null}
      </ul>
    </fieldset>
  );
}
