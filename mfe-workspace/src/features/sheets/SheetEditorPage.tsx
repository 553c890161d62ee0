import { useParams } from 'wouter';
import { WorkspacePage } from '../../components/WorkspacePage';
import { TalentSheetsGate } from './TalentSheetsGate';

/** /talent-sheet and /talent-sheet/{talentSheetId}: the sheet editor (no id: a new sheet). */
export function SheetEditorPage() {
  const { talentSheetId } = useParams<{ talentSheetId?: string }>();
  const links = [{ href: '/talent-sheets', label: 'Talent Sheets' }];
  if (talentSheetId) {
    links.push({
      href: `/talent-sheets/statistics/${encodeURIComponent(talentSheetId)}`,
      label: 'Sheet Statistics',
    });
  }
  return (
    <TalentSheetsGate page="sheet">
      <WorkspacePage
        title={talentSheetId ? 'Talent Sheet' : 'New Talent Sheet'}
        feature="The sheet editor"
        links={links}
      />
    </TalentSheetsGate>
  );
}
