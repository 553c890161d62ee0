import { UndoNotice } from '../../components/selection/UndoNotice';
import { useSheetEditor } from './sheetEditorStore';

/** The sheet editor's last Add All or removal ('Added 40 creators.', 'Removed 3 creators.') with Undo. */
export function SheetUndo() {
  const undoable = useSheetEditor((state) => state.undoable);
  if (!undoable) return null;
  const { undo, dismissUndo } = useSheetEditor.getState();
  return (
    <UndoNotice
      className="tpp-sheet-undo"
      data-testid="sheet-undo"
      text={undoable.text}
      onUndo={undo}
      onDismiss={dismissUndo}
    />
  );
}
