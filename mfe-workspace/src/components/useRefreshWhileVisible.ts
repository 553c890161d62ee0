import { useEffect } from 'react';
import { apiQueryClient, type QueryKey } from '@tpp/session';

/**
 * While `active`, reads the query under `key` again `everyMs` after its last answer, skipping the
 * turns when the page is hidden: a list whose rows change on the server (running tasks, talent
 * connecting accounts) updates on screen without a reload. `fetching` is the query's own flag.
 */
export function useRefreshWhileVisible(key: QueryKey, active: boolean, fetching: boolean, everyMs: number) {
  const keyText = JSON.stringify(key);
  useEffect(() => {
    if (!active || fetching) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      if (document.visibilityState === 'hidden') timer = setTimeout(tick, everyMs);
      else
        void apiQueryClient().refetchQueries({ queryKey: JSON.parse(keyText) as QueryKey, type: 'active' });
    };
    timer = setTimeout(tick, everyMs);
    return () => clearTimeout(timer);
  }, [keyText, active, fetching, everyMs]);
}
