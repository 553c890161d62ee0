import { useParams } from 'wouter';
import { LinkButton, NotBuiltYet, PageHeader, useDocumentTitle } from '@tpp/ui';

/** /talent-sheets/statistics/{sheetId}: the profile clicks of one sheet. */
export function SheetStatisticsPage() {
  const { sheetId = '' } = useParams<{ sheetId: string }>();
  useDocumentTitle('Sheet Statistics');
  return (
    <div className="tpp-page">
      <PageHeader
        title="Sheet Statistics"
        actions={
          <>
            <LinkButton href="/talent-sheets/statistics">All Statistics</LinkButton>
            <LinkButton href={`/talent-sheet/${encodeURIComponent(sheetId)}`}>Talent Sheet</LinkButton>
          </>
        }
      />
      <NotBuiltYet feature="Profile clicks per sheet" />
    </div>
  );
}
