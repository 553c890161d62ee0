import { useEffect, useState } from 'react';
import { talentApi } from './talentApi';

/** The team's used tags for the roster's tag filter; an empty list when they cannot be read. */
export function useUsedTags(): string[] {
  const [tags, setTags] = useState<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    talentApi.teamTags(controller.signal).then(
      (answer) => setTags([...answer.used_tags].sort((a, b) => a.localeCompare(b))),
      () => setTags([]),
    );
    return () => controller.abort();
  }, []);
  return tags;
}
