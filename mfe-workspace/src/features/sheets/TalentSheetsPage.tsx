import { WorkspacePage } from '../../components/WorkspacePage';
import { TalentSheetsGate } from './TalentSheetsGate';

/** /talent-sheets: the team's talent sheets, 60 per page. */
export function TalentSheetsPage() {
  return (
    <TalentSheetsGate page="list">
      <WorkspacePage
        title="Talent Sheets"
        feature="The talent sheet list"
        links={[
          { href: '/talent-sheet-create', label: 'New Sheet' },
          { href: '/campaigns', label: 'Campaign Tracking' },
          { href: '/talent-sheets/statistics', label: 'Statistics' },
        ]}
      />
    </TalentSheetsGate>
  );
}
