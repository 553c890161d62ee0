import { CopyLinkButton } from '@tpp/ui';
import { publicSheetLinks } from './sheetRules';

/**
 * The two addresses a sheet is shared by, with what each is for. On both, a brand marks the
 * creators it wants with a heart and sends the team a response (Messages, a notification, mail).
 */
export function sharedSheetLinks(sheetId: string, origin: string) {
  const links = publicSheetLinks(sheetId, origin);
  return [
    {
      label: 'Single page',
      url: links.singlePage,
      purpose: 'Each creator beside your note, 15 a page. Brands can like creators and respond.',
    },
    {
      label: 'Roster view',
      url: links.rosterView,
      purpose:
        'A grid of creator cards that loads more as brands scroll. Brands can like creators and respond.',
    },
  ];
}

/** The saved sheet's shared addresses: single page and roster view, each with its purpose and a copy icon. */
export function PublicLinks({ sheetId }: { sheetId: string }) {
  const rows = sharedSheetLinks(sheetId, window.location.origin);
  return (
    <section className="tpp-sheet-links" aria-label="Public links">
      {rows.map(({ label, url, purpose }) => (
        <div key={label} className="tpp-sheet-links__row">
          <span className="tpp-sheet-links__label">{label}</span>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {url}
          </a>
          <CopyLinkButton url={url} label={`Copy ${label.toLowerCase()} link`} />
          <p className="tpp-sheet-links__purpose">{purpose}</p>
        </div>
      ))}
    </section>
  );
}
