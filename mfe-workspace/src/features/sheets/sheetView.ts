import { useState } from 'react';
import { useSession } from '@tpp/session';
import { readRemembered, writeRemembered } from '../../components/remembered';

/**
 * How the sheet editor lays out the talent: 'list' (each creator with its note, the default),
 * 'compact' (one line per creator, for reordering long sheets) or 'grid' (portraits to drag).
 * The choice is remembered per user in this browser.
 */
export type SheetView = 'list' | 'compact' | 'grid';

export const SHEET_VIEWS: readonly { view: SheetView; label: string }[] = [
  { view: 'list', label: 'List' },
  { view: 'compact', label: 'Compact' },
  { view: 'grid', label: 'Grid' },
];

const key = (userId: number | null) => `tpp.sheetEditor.view.${userId ?? 'anonymous'}`;

const isView = (value: unknown): value is SheetView => SHEET_VIEWS.some((choice) => choice.view === value);

/** The user's remembered view; anything unreadable is the list. */
export function readSheetView(userId: number | null): SheetView {
  const stored = readRemembered(key(userId));
  return isView(stored) ? stored : 'list';
}

export function writeSheetView(userId: number | null, view: SheetView): void {
  writeRemembered(key(userId), view);
}

/** The signed-in user's view of the sheet editor and its setter (which remembers it). */
export function useSheetView(): [SheetView, (view: SheetView) => void] {
  const userId = useSession((state) => state.user?.id ?? null);
  const [view, setView] = useState(() => readSheetView(userId));
  const choose = (next: SheetView) => {
    setView(next);
    writeSheetView(userId, next);
  };
  return [view, choose];
}
