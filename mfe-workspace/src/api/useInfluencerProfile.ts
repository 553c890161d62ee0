import { useCallback, useEffect, useState } from 'react';
import type { InfluencerProfile } from '@tpp/contracts';
import { errorMessage, isMissing } from '@tpp/session';
import { talentApi } from './talentApi';

export type ProfileLoad =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; profile: InfluencerProfile };

const LOAD_FAILED = 'The profile could not be loaded.';

/** GET /api/influencers/profiles/{id}: the profile with the caller's team's customisations. */
export function useInfluencerProfile(influencerId: string) {
  const [load, setLoad] = useState<ProfileLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!/^\d+$/.test(influencerId)) {
      setLoad({ state: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setLoad((current) => (current.state === 'ready' ? current : { state: 'loading' }));
    talentApi.profile(influencerId, controller.signal).then(
      (profile) => setLoad({ state: 'ready', profile }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isMissing(error)) setLoad({ state: 'not-found' });
        else setLoad({ state: 'failed', message: errorMessage(error, LOAD_FAILED) });
      },
    );
    return () => controller.abort();
  }, [influencerId, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  /** Replaces the loaded profile after a local edit, without a round trip. */
  const update = useCallback(
    (change: (profile: InfluencerProfile) => InfluencerProfile) =>
      setLoad((current) =>
        current.state === 'ready' ? { state: 'ready', profile: change(current.profile) } : current,
      ),
    [],
  );
  return { load, reload, update };
}
