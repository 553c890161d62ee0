import { useLayoutEffect, useState } from 'react';

/** The bottom edge of the page's sticky or fixed top header (the shell's), 0 when there is none. */
export function stickyHeaderBottom(doc: Document = document): number {
  for (const header of doc.querySelectorAll('header')) {
    const { position } = getComputedStyle(header);
    if (position !== 'sticky' && position !== 'fixed') continue;
    const { top, bottom } = header.getBoundingClientRect();
    if (top <= 0) return Math.max(0, Math.round(bottom));
  }
  return 0;
}

/**
 * Where content that stays on screen (the roster's side panel, the sheet editor's roster column) must start so the sticky header does
 * not cover it; follows the header's height as the window is resized (the header wraps on phones).
 */
export function useStickyHeaderOffset(): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setOffset(stickyHeaderBottom());
    measure();
    window.addEventListener('resize', measure);
    const header = document.querySelector('header');
    const observer = typeof ResizeObserver === 'undefined' || !header ? null : new ResizeObserver(measure);
    if (observer && header) observer.observe(header);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, []);
  return offset;
}
