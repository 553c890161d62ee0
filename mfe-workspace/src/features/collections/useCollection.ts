import { useCallback, useEffect, useState } from 'react';
import type { Collection } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { useDraftLoad } from '../../components/autosave/useDraftLoad';
import { collectionsApi } from '../../api/collectionsApi';
import { useCollectionEditor } from './collectionEditorStore';

export type CollectionLoad =
  { state: 'loading' } | { state: 'not-found' } | { state: 'failed'; message: string } | { state: 'ready' };

const LOAD_FAILED = 'The collection could not be loaded.';

/** GET /api/user/collections/{id} (through the data layer) into the editor store; the store is emptied on leaving. */
export function useCollection(collectionId: string | null) {
  const [attempt, setAttempt] = useState(0);
  const { state } = useDraftLoad<Collection>(
    ['workspace', 'collection-editor', collectionId, attempt],
    async (signal) => (await collectionsApi.get(collectionId!, signal)).collection,
    (collection) => useCollectionEditor.getState().load(collection),
    { enabled: collectionId !== null },
  );

  useEffect(() => () => useCollectionEditor.getState().reset(), [collectionId]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const load: CollectionLoad =
    state.status === 'error'
      ? { state: 'failed', message: errorMessage(state.error, LOAD_FAILED) }
      : state.status === 'not-found'
        ? { state: 'not-found' }
        : { state: state.status };
  return { load, reload };
}
