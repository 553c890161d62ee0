import { useId, useState } from 'react';
import { ChipRemoveButton } from '../ChipRemoveButton';
import { uniqueKeywords } from './directoryFilters';

export interface KeywordTagInputProps {
  keywords: readonly string[];
  /** The team's tags, offered as suggestions; any other word is a free keyword. */
  suggestions: readonly string[];
  onChange: (keywords: string[]) => void;
}

/**
 * The keyword/tag multi-select: type a keyword or pick one of the team's tags, Enter (or a comma)
 * adds it; each chosen one shows as a chip with a remove button. Blank and repeated ones are ignored.
 */
export function KeywordTagInput({ keywords, suggestions, onChange }: KeywordTagInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const add = (value: string) => {
    const next = uniqueKeywords([...keywords, value]);
    setText('');
    if (next.length !== keywords.length) onChange(next);
  };
  return (
    <div className="tpp-field tpp-keywords">
      <label htmlFor={`${id}-input`}>Keywords and Tags</label>
      <div className="tpp-keywords__box">
        <ul className="tpp-keywords__chips" aria-label="Chosen keywords">
          {keywords.map((keyword) => (
            <li key={keyword} className="tpp-keywords__chip">
              {keyword}
              <ChipRemoveButton
                name={keyword}
                onRemove={() => onChange(keywords.filter((one) => one !== keyword))}
              />
            </li>
          ))}
        </ul>
        <input
          id={`${id}-input`}
          list={`${id}-tags`}
          value={text}
          placeholder={keywords.length ? 'Add another' : 'Type a keyword or choose a tag'}
          onChange={(event) => {
            const value = event.target.value;
            // A suggestion picked from the list (or a typed comma) adds at once.
            if (value.endsWith(',')) add(value.slice(0, -1));
            else if (suggestions.includes(value) && value.length > text.length + 1) add(value);
            else setText(value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add(text);
            } else if (event.key === 'Backspace' && text === '' && keywords.length > 0) {
              onChange(keywords.slice(0, -1));
            }
          }}
        />
        <datalist id={`${id}-tags`}>
          {suggestions.map((tag) => (
            <option key={tag} value={tag} />
          ))}
        </datalist>
      </div>
    </div>
  );
}
