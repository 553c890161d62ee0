import { useId, useState, type KeyboardEvent } from 'react';
import { normaliseTags } from '@tpp/contracts';
import { ChipRemoveButton } from '../ChipRemoveButton';

export interface TagChipInputProps {
  label: string;
  tags: readonly string[];
  /** Suggestions: the master list plus the team's custom tags. */
  suggestions: readonly string[];
  /** Tags shown marked as the team's own (not in the master list). */
  customTags?: readonly string[];
  /** When given, every tag outside the master list counts as custom (also ones typed just now). */
  masterTags?: readonly string[];
  onChange: (tags: string[]) => void;
}

/** Tags as removable chips; Enter or a comma adds what was typed (blank ignored, duplicates removed). */
export function TagChipInput({
  label,
  tags,
  suggestions,
  customTags = [],
  masterTags,
  onChange,
}: TagChipInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const custom = new Set(customTags.map((tag) => tag.toLowerCase()));
  const master = masterTags ? new Set(masterTags.map((tag) => tag.toLowerCase())) : null;
  const isCustom = (tag: string) =>
    master && master.size > 0 ? !master.has(tag.toLowerCase()) : custom.has(tag.toLowerCase());

  const add = (text: string) => {
    onChange(normaliseTags([...tags, ...text.split(',')]));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <div className="tpp-field tpp-chip-input">
      <label htmlFor={`${id}-input`}>{label}</label>
      <div className="tpp-chip-input__box">
        <ul className="tpp-chips" aria-label={`${label}: current`}>
          {tags.map((tag) => (
            <li key={tag} className={isCustom(tag) ? 'tpp-chip tpp-chip--custom' : 'tpp-chip'}>
              {tag}
              {isCustom(tag) ? <span className="tpp-visually-hidden"> (custom)</span> : null}
              <ChipRemoveButton name={tag} onRemove={() => onChange(tags.filter((t) => t !== tag))} />
            </li>
          ))}
        </ul>
        <input
          id={`${id}-input`}
          value={draft}
          list={`${id}-suggestions`}
          placeholder="Add a tag"
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => draft.trim() && add(draft)}
        />
      </div>
      <datalist id={`${id}-suggestions`}>
        {suggestions.map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>
      <p id={`${id}-hint`} className="tpp-field__hint">
        Press Enter or type a comma to add. Pick from the list or type your own (custom tags are marked).
      </p>
    </div>
  );
}
