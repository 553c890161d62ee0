import { useEffect, useState, type MouseEvent } from 'react';
import type { CollectionSheet } from '@tpp/contracts';
import { collectionSheetTitle, sectionId } from './collectionRules';

/**
 * The table of contents of the view-all page: a link per sheet; the section in view is marked
 * current (aria-current) as the visitor scrolls.
 */
export function CollectionToc({ sheets }: { sheets: CollectionSheet[] }) {
  const [current, setCurrent] = useState<string | null>(sheets[0]?.id ?? null);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = entry.target.id.replace(/^sheet-/, '');
          if (entry.isIntersecting) visible.set(id, entry.boundingClientRect.top);
          else visible.delete(id);
        }
        // The first sheet (in collection order) with a part inside the reading band.
        const first = sheets.find((sheet) => visible.has(sheet.id));
        if (first) setCurrent(first.id);
      },
      { rootMargin: '-20% 0px -60% 0px' },
    );
    for (const sheet of sheets) {
      const element = document.getElementById(sectionId(sheet.id));
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sheets]);

  function jump(event: MouseEvent<HTMLAnchorElement>, sheetId: string) {
    const target = document.getElementById(sectionId(sheetId));
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    window.history.replaceState(window.history.state, '', `#${sectionId(sheetId)}`);
    setCurrent(sheetId);
  }

  return (
    <nav className="pc-toc" aria-label="Sheets in this collection">
      <p className="pc-toc__title">Contents</p>
      <ol>
        {sheets.map((sheet) => (
          <li key={sheet.id}>
            <a
              href={`#${sectionId(sheet.id)}`}
              aria-current={current === sheet.id ? 'true' : undefined}
              onClick={(event) => jump(event, sheet.id)}
            >
              <span className="pc-toc__name">{collectionSheetTitle(sheet)}</span>
              <span className="pc-toc__count">{sheet.influencer_count}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
