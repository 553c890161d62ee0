import { Link } from 'wouter';
import { SheetEditorScreen } from './SheetEditorScreen';

/** /talent-sheet and /talent-sheet/{talentSheetId}: the sheet editor (no id: a new sheet). */
export function SheetEditorPage() {
  return (
    <SheetEditorScreen
      sheetType="talent"
      newTitle="New Talent Sheet"
      title="Talent Sheet"
      links={() => <Link href="/talent-sheets">All Talent Sheets</Link>}
    />
  );
}
