import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { RosterCards, type RosterCardsProps } from './RosterCards';

/** A card row's height before it is measured (a portrait card with its stats). */
const ESTIMATED_ROW_PX = 440;

interface GridShape {
  /** Cards per row, as the stylesheet lays them out (1 to 4). */
  columns: number;
  /** The gap between rows in px. */
  gap: number;
  /** The list's distance from the top of the document in px. */
  top: number;
}

function readShape(list: HTMLElement): GridShape {
  const style = getComputedStyle(list);
  const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length;
  return {
    columns: Math.min(4, Math.max(1, columns)),
    gap: Number.parseFloat(style.rowGap) || 0,
    top: Math.round(list.getBoundingClientRect().top + window.scrollY),
  };
}

/**
 * The roster's cards as one list of up to 500, of which only the rows near the window are in the
 * page: the stylesheet decides how many cards fit a row (so the grid reflows with the window), the
 * window virtualiser decides which rows are drawn, and padding above and below stands in for the
 * rest so the page scrolls as if every card were there. Rows are measured as they are drawn. It is
 * loaded only when a visitor goes beyond the first screen (RosterBrowser), so it costs the first
 * load nothing.
 */
export default function RosterGrid({ cards, ...list }: RosterCardsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [shape, setShape] = useState<GridShape>({ columns: 1, gap: 0, top: 0 });
  const rowCount = Math.ceil(cards.length / shape.columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 2,
    gap: shape.gap,
    scrollMargin: shape.top,
  });
  const rows = virtualizer.getVirtualItems();

  // The rows drawn, measured by their first card (a grid stretches every card to its row's height).
  const measureRows = useRef(() => {});
  measureRows.current = () => {
    const list = listRef.current;
    if (!list) return;
    rows.forEach((row, drawn) => {
      const card = list.children[drawn * shape.columns];
      const height = card ? card.getBoundingClientRect().height : 0;
      if (height > 0 && Math.abs(height - row.size) > 0.5) virtualizer.resizeItem(row.index, height);
    });
  };
  useLayoutEffect(() => measureRows.current());
  // Other cards or another number per row: the rows measured so far no longer hold.
  useLayoutEffect(() => virtualizer.measure(), [cards, shape.columns, virtualizer]);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => {
      const next = readShape(list);
      setShape((shown) =>
        shown.columns === next.columns && shown.gap === next.gap && shown.top === next.top ? shown : next,
      );
      measureRows.current();
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    // The window's width changes the cards per row; what is above the list moves its top.
    const observer = new ResizeObserver(update);
    observer.observe(list);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const first = rows[0];
  const last = rows[rows.length - 1];
  const from = first ? first.index * shape.columns : 0;
  const to = last ? Math.min(cards.length, (last.index + 1) * shape.columns) : 0;
  const paddingTop = first ? first.start - shape.top : 0;
  const paddingBottom = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - shape.top)) : 0;

  return (
    <RosterCards
      {...list}
      cards={cards.slice(from, to)}
      listRef={listRef}
      style={{ paddingTop, paddingBottom }}
    />
  );
}
