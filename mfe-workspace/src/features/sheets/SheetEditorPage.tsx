import { Link, useParams } from 'wouter';
import { navigate } from '@tpp/session';
import { useDocumentTitle } from '@tpp/ui';
import { SheetEditor } from './SheetEditor';
import { TalentSheetsGate } from './TalentSheetsGate';

/** /talent-sheet and /talent-sheet/{talentSheetId}: the sheet editor (no id: a new sheet). */
export function SheetEditorPage() {
  const { talentSheetId } = useParams<{ talentSheetId?: string }>();
  useDocumentTitle(talentSheetId ? 'Talent Sheet' : 'New Talent Sheet');
  return (
    <TalentSheetsGate page="sheet">
      <div className="tpp-page">
        <SheetEditor
          sheetType="talent"
          sheetId={talentSheetId ?? null}
          onCreated={(sheetId) => navigate(`/talent-sheet/${encodeURIComponent(sheetId)}`, { replace: true })}
          links={<Link href="/talent-sheets">All Talent Sheets</Link>}
        />
      </div>
    </TalentSheetsGate>
  );
}
