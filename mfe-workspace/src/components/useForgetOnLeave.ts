import { useEffect } from 'react';
import { apiQueryClient, type QueryKey } from '@tpp/session';

/**
 * Drops the cached answer under `key` when the screen leaves: for an answer an editor starts from
 * (and then changes on its own), so that the next visit starts from the server's, never from a
 * copy older than the editor's saves.
 */
export function useForgetOnLeave(key: QueryKey) {
  const keyText = JSON.stringify(key);
  useEffect(
    () => () => apiQueryClient().removeQueries({ queryKey: JSON.parse(keyText) as QueryKey, exact: true }),
    [keyText],
  );
}
