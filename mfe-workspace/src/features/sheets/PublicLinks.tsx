import { CopyLinkButton } from '@tpp/ui';
import { publicSheetLinks } from './sheetRules';

/** The saved sheet's shared addresses: single page and roster view, each with a copy icon. */
export function PublicLinks({ sheetId }: { sheetId: string }) {
  const links = publicSheetLinks(sheetId, window.location.origin);
  return (
    <section className="tpp-sheet-links" aria-label="Public links">
      <div className="tpp-sheet-links__row">
        <span className="tpp-sheet-links__label">Single page</span>
        <a href={links.singlePage} target="_blank" rel="noopener noreferrer">
          {links.singlePage}
        </a>
        <CopyLinkButton url={links.singlePage} label="Copy single page link" />
      </div>
      <div className="tpp-sheet-links__row">
        <span className="tpp-sheet-links__label">Roster view</span>
        <a href={links.rosterView} target="_blank" rel="noopener noreferrer">
          {links.rosterView}
        </a>
        <CopyLinkButton url={links.rosterView} label="Copy roster view link" />
      </div>
    </section>
  );
}
