import { useMemo } from 'react';
import { useTeamTags } from './useTeamTags';

/** The team's used tags for the roster's tag filter; an empty list when they cannot be read. */
export function useUsedTags(): string[] {
  const used = useTeamTags().data?.used_tags;
  return useMemo(() => (used ? [...used].sort((a, b) => a.localeCompare(b)) : []), [used]);
}
