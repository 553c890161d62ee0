import { pagerItems } from './pagerItems.js';

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The navigation landmark's name, e.g. 'Roster pages'. */
  label: string;
}

/** Previous / page numbers / Next; up to 5 pages listed in full, otherwise ellipses. */
export function Pager({ page, pageCount, onPage, label }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="tpp-pager" aria-label={label}>
      <button type="button" className="tpp-pager__step" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      {pagerItems(page, pageCount).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className="tpp-pager__page"
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => onPage(item)}
          >
            {item}
          </button>
        ) : (
          <span key={item} className="tpp-pager__gap" aria-hidden="true">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className="tpp-pager__step"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
