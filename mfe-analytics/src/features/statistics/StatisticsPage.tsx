import { LinkButton, NotBuiltYet, PageHeader, useDocumentTitle } from '@tpp/ui';

const TITLE = 'Roster Visits and Profile Clicks';

/** /talent-sheets/statistics: sheet views, profile clicks and recent visits over a time range. */
export function StatisticsPage() {
  useDocumentTitle(TITLE);
  return (
    <div className="tpp-page">
      <PageHeader
        title={TITLE}
        subtitle="Sheet views, profile clicks and recent visits; the time range (all time, 7 or 30 days) and the choice of only your own sheets come with the report."
        actions={<LinkButton href="/talent-sheets">Talent Sheets</LinkButton>}
      />
      <NotBuiltYet feature="The visits and clicks report" />
    </div>
  );
}
