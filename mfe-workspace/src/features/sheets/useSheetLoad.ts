import { useEffect, useState } from 'react';
import type { SheetType } from '@tpp/contracts';
import { ApiError, errorMessage } from '@tpp/session';
import { sheetsApi } from '../../api/sheetsApi';
import { useSheetEditor } from './sheetEditorStore';
import { useAssistantBrief } from './assistantBrief';

export type SheetLoad =
  { state: 'loading' } | { state: 'ready' } | { state: 'missing' } | { state: 'failed'; message: string };

export interface SheetStart {
  sheetType: SheetType;
  sheetId: string | null;
  castingCallId?: number | null;
  /** The title of a new sheet (a casting-call response takes the call's title). */
  defaultTitle?: string;
  defaultDescription?: string | null;
}

/**
 * Puts the sheet into the editor store: GET /api/talent-sheets/{id} for a saved sheet, an empty
 * sheet otherwise. A sheet this screen has just created is not loaded again. `attempt` reloads.
 */
export function useSheetLoad(start: SheetStart, attempt: number): SheetLoad {
  const { sheetType, sheetId, castingCallId = null, defaultTitle = '', defaultDescription = null } = start;
  const [load, setLoad] = useState<SheetLoad>({ state: 'loading' });

  useEffect(() => {
    const store = useSheetEditor.getState();
    // The Assistant's brief belongs to the sheet on screen (kept when a new sheet gets its id).
    if (store.sheetId !== sheetId && store.createdHere !== sheetId)
      useAssistantBrief.getState().setDescription('');
    if (!sheetId) {
      store.start({ sheetType, castingCallId, title: defaultTitle, description: defaultDescription });
      setLoad({ state: 'ready' });
      return;
    }
    if (store.createdHere === sheetId && attempt === 0) {
      useSheetEditor.setState({ createdHere: null });
      setLoad({ state: 'ready' });
      return;
    }
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    sheetsApi.sheet(sheetId, sheetType, controller.signal).then(
      (answer) => {
        useSheetEditor.getState().load(answer.sheet);
        setLoad({ state: 'ready' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setLoad({ state: 'missing' });
        else setLoad({ state: 'failed', message: errorMessage(error, 'The sheet could not be loaded.') });
      },
    );
    return () => controller.abort();
    // defaultTitle and defaultDescription only seed a new sheet.
  }, [sheetId, sheetType, castingCallId, attempt]);

  return load;
}
