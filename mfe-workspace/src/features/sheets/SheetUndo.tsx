import { Button } from '@tpp/ui';
import { useSheetEditor } from './sheetEditorStore';

/**
 * The last Add All or removal ('Added 40 creators.', 'Removed 3 creators.') with Undo, which
 * takes back exactly that change. It stays until it is used, dismissed or replaced by the next one
 * (no timer: the agent decides).
 */
export function SheetUndo() {
  const undoable = useSheetEditor((state) => state.undoable);
  if (!undoable) return null;
  const { undo, dismissUndo } = useSheetEditor.getState();
  return (
    <div className="tpp-sheet-undo" role="status" data-testid="sheet-undo">
      <span>{undoable.text}</span>
      <Button variant="secondary" onClick={undo}>
        Undo
      </Button>
      <Button variant="link" aria-label="Dismiss" onClick={dismissUndo}>
        ×
      </Button>
    </div>
  );
}
