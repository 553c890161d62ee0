import { useEffect, useState } from 'react';
import type { SheetType, TalentSheet } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { useDraftLoad } from '../../components/autosave/useDraftLoad';
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
 * Puts the sheet into the editor store: GET /api/talent-sheets/{id} for a saved sheet (through the
 * data layer), an empty sheet otherwise. A sheet this screen has just created is not read again.
 * A new `attempt` reads again.
 */
export function useSheetLoad(start: SheetStart, attempt: number): SheetLoad {
  const { sheetType, sheetId, castingCallId = null, defaultTitle = '', defaultDescription = null } = start;
  // The sheet on screen without a read: a new one, or the one this screen's save just created.
  const [local, setLocal] = useState<string | null>(null);
  const localKey = `${sheetId}|${sheetType}|${castingCallId}|${attempt}`;

  useEffect(() => {
    const store = useSheetEditor.getState();
    // The Assistant's brief belongs to the sheet on screen (kept when a new sheet gets its id).
    if (store.sheetId !== sheetId && store.createdHere !== sheetId)
      useAssistantBrief.getState().setDescription('');
    if (!sheetId) {
      store.start({ sheetType, castingCallId, title: defaultTitle, description: defaultDescription });
      setLocal(localKey);
    } else if (store.createdHere === sheetId && attempt === 0) {
      useSheetEditor.setState({ createdHere: null });
      setLocal(localKey);
    }
    // defaultTitle and defaultDescription only seed a new sheet.
  }, [sheetId, sheetType, castingCallId, attempt]);

  // Just created here: the store holds it already (no read, and no loading state in between).
  const justCreated = sheetId !== null && attempt === 0 && useSheetEditor.getState().createdHere === sheetId;
  const read = sheetId !== null && !justCreated;
  const { state } = useDraftLoad<TalentSheet>(
    ['workspace', 'sheet-editor', sheetId, sheetType, attempt],
    async (signal) => (await sheetsApi.sheet(sheetId!, sheetType, signal)).sheet,
    (sheet) => useSheetEditor.getState().load(sheet),
    { enabled: read && local !== localKey },
  );

  if (local === localKey || justCreated) return { state: 'ready' };
  switch (state.status) {
    case 'ready':
      return { state: 'ready' };
    case 'not-found':
      return { state: 'missing' };
    case 'error':
      return { state: 'failed', message: errorMessage(state.error, 'The sheet could not be loaded.') };
    default:
      return { state: 'loading' };
  }
}
