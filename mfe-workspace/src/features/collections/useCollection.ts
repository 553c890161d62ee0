import { useCallback, useEffect, useState } from 'react';
import { errorMessage, isMissing } from '@tpp/session';
import { collectionsApi } from '../../api/collectionsApi';
import { useCollectionEditor } from './collectionEditorStore';

export type CollectionLoad =
  { state: 'loading' } | { state: 'not-found' } | { state: 'failed'; message: string } | { state: 'ready' };

const LOAD_FAILED = 'The collection could not be loaded.';

/** GET /api/user/collections/{id} into the editor store; the store is emptied on leaving. */
export function useCollection(collectionId: string | null) {
  const [load, setLoad] = useState<CollectionLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!collectionId) return;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    collectionsApi.get(collectionId, controller.signal).then(
      ({ collection }) => {
        useCollectionEditor.getState().load(collection);
        setLoad({ state: 'ready' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isMissing(error)) setLoad({ state: 'not-found' });
        else setLoad({ state: 'failed', message: errorMessage(error, LOAD_FAILED) });
      },
    );
    return () => controller.abort();
  }, [collectionId, attempt]);

  useEffect(() => () => useCollectionEditor.getState().reset(), [collectionId]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { load, reload };
}
