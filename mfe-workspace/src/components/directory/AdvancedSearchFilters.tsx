import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, useDebouncedValue } from '@tpp/ui';
import { useTeamTags } from '../../api/useTeamTags';
import { DirectoryChoosers } from './DirectoryChoosers';
import {
  hasDirectoryFilters,
  NO_DIRECTORY_FILTERS,
  type DirectoryFilters,
  type SearchUrlState,
} from './directoryFilters';
import { KeywordTagInput } from './KeywordTagInput';

/** The name search applies this long after typing stops. */
export const NAME_SEARCH_DEBOUNCE_MS = 400;

export interface AdvancedSearchFiltersProps {
  idPrefix: string;
  value: SearchUrlState;
  onChange: (next: SearchUrlState, how: { typing?: boolean }) => void;
}

/** The team's tags (master list and custom ones) as keyword suggestions; none when they cannot be read. */
function useTagSuggestions(): string[] {
  const answer = useTeamTags().data;
  return useMemo(
    () =>
      answer ? [...new Set([...answer.tags, ...answer.used_tags])].sort((a, b) => a.localeCompare(b)) : [],
    [answer],
  );
}

/**
 * The name box: what is typed applies after a pause; a value changed from outside (Back, Clear
 * Filters) is put back into the box.
 */
function useNameInput(name: string, apply: (name: string) => void) {
  const [nameInput, setNameInput] = useState(name);
  const [shownName, setShownName] = useState(name);
  if (shownName !== name) {
    setShownName(name);
    if (nameInput.trim() !== name) setNameInput(name);
  }
  const debouncedName = useDebouncedValue(nameInput, NAME_SEARCH_DEBOUNCE_MS).trim();
  const latest = useRef({ name, apply });
  latest.current = { name, apply };
  useEffect(() => {
    // Only a new debounced text applies; the other filters are read as they are then.
    if (debouncedName !== latest.current.name) latest.current.apply(debouncedName);
  }, [debouncedName]);
  return [nameInput, setNameInput] as const;
}

/** The directory's filters: keyword/tag multi-select, name search, the choosers and Clear Filters. */
export function AdvancedSearchFilters({ idPrefix, value, onChange }: AdvancedSearchFiltersProps) {
  const { filters, sort } = value;
  const suggestions = useTagSuggestions();
  const set = (patch: Partial<DirectoryFilters>, how: { typing?: boolean } = {}) =>
    onChange({ filters: { ...filters, ...patch }, sort }, how);
  const [nameInput, setNameInput] = useNameInput(filters.name, (name) => set({ name }, { typing: true }));

  return (
    <div className="tpp-advanced-search__filters" role="search" aria-label="Directory filters">
      <div className="tpp-advanced-search__text">
        <KeywordTagInput
          keywords={filters.keywords}
          suggestions={suggestions}
          onChange={(keywords) => set({ keywords })}
        />
        <div className="tpp-field">
          <label htmlFor={`${idPrefix}-name`}>Name</label>
          <input
            id={`${idPrefix}-name`}
            type="search"
            value={nameInput}
            placeholder="Search by name or handle"
            onChange={(event) => setNameInput(event.target.value)}
          />
        </div>
      </div>
      <DirectoryChoosers filters={filters} onChange={(patch) => set(patch)} />
      <div className="tpp-advanced-search__clear">
        <Button
          variant="secondary"
          disabled={!hasDirectoryFilters(filters)}
          onClick={() => {
            setNameInput('');
            onChange({ filters: { ...NO_DIRECTORY_FILTERS, keywords: [] }, sort }, {});
          }}
        >
          Clear Filters
        </Button>
      </div>
    </div>
  );
}
