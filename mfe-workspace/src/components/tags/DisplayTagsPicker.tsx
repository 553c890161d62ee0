import { DEFAULT_DISPLAY_TAGS_SHOWN, MAX_DISPLAY_TAGS, TALENT_MESSAGES } from '@tpp/contracts';
import { Alert } from '@tpp/ui';

export interface DisplayTagsPickerProps {
  /** The creator's tags: only these can be displayed. */
  tags: readonly string[];
  displayTags: readonly string[];
  /** Set when a 5th tag was chosen; cleared by the next valid choice. */
  limitReached: boolean;
  onChange: (displayTags: string[], limitReached: boolean) => void;
}

/** Up to 4 of the creator's tags shown on the profile; with none chosen the first 3 are shown. */
export function DisplayTagsPicker({ tags, displayTags, limitReached, onChange }: DisplayTagsPickerProps) {
  const chosen = new Set(displayTags.map((tag) => tag.toLowerCase()));

  const toggle = (tag: string) => {
    if (chosen.has(tag.toLowerCase())) {
      onChange(
        displayTags.filter((shown) => shown.toLowerCase() !== tag.toLowerCase()),
        false,
      );
    } else if (displayTags.length >= MAX_DISPLAY_TAGS) {
      onChange([...displayTags], true);
    } else {
      onChange([...displayTags, tag], false);
    }
  };

  return (
    <fieldset className="tpp-display-tags">
      <legend>Displayed tags</legend>
      <p className="tpp-field__hint">
        Choose up to {MAX_DISPLAY_TAGS} of the tags above to show on the profile
        {displayTags.length === 0 && tags.length > 0
          ? `. None chosen: the first ${DEFAULT_DISPLAY_TAGS_SHOWN} are shown (${tags
              .slice(0, DEFAULT_DISPLAY_TAGS_SHOWN)
              .join(', ')}).`
          : ` (${displayTags.length} of ${MAX_DISPLAY_TAGS} chosen).`}
      </p>
      {limitReached ? <Alert tone="warning">{TALENT_MESSAGES.displayTagsLimit}</Alert> : null}
      {tags.length === 0 ? (
        <p className="tpp-muted">Add tags first; displayed tags are chosen among them.</p>
      ) : (
        <div className="tpp-chips" role="group" aria-label="Tags to display">
          {tags.map((tag) => (
            <button
              key={tag}
              type="button"
              className="tpp-chip"
              aria-pressed={chosen.has(tag.toLowerCase())}
              onClick={() => toggle(tag)}
            >
              {tag}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}
