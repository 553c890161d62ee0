import { useCallback, useEffect, useState } from 'react';
import type { TeamTagsResponse } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { talentApi } from '../roster/talentApi';

export type TeamTagsLoad =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: TeamTagsResponse };

const LOAD_FAILED = 'The tags could not be loaded.';

/** GET /api/user/team/tags with a reload after edits. */
export function useTeamTags() {
  const [load, setLoad] = useState<TeamTagsLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    talentApi.teamTags(controller.signal).then(
      (data) => setLoad({ state: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoad({ state: 'failed', message: errorMessage(error, LOAD_FAILED) });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { load, reload };
}
