import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { RosterCards, type RosterCardsProps } from './RosterCards';

// Not preloaded with the page (rspack.shared.mjs skips chunks named on-demand-…).
const RosterGrid = lazy(() => import(/* webpackChunkName: "on-demand-roster-grid" */ './RosterGrid'));

/** The cards drawn before the virtualised grid is needed: more than the first screen of the widest window. */
export const FIRST_CARDS = 24;
/** How far below the window the end of the first cards may be when the grid starts to load. */
const LOAD_AHEAD_PX = 1500;

/**
 * The roster's cards for a brand. The first screen is a plain list of the first cards (also what
 * the server draws into the HTML); the virtualised grid (RosterGrid, its own file of code) is
 * loaded only once the visitor scrolls towards the end of those cards (of the whole roster or of
 * the creators the filters leave), so the first load of the page does not carry it, and a list
 * that fits the first screen never needs it.
 */
export function RosterBrowser(list: RosterCardsProps) {
  const [wanted, setWanted] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const fits = list.cards.length <= FIRST_CARDS;

  useEffect(() => {
    const marker = end.current;
    if (!marker || wanted) return;
    // Checked on the visitor's scrolling (and resizing), never on load: a page that is still
    // laying out its first cards must not pull the grid's code into the first load.
    const check = () => {
      if (marker.getBoundingClientRect().top < window.innerHeight + LOAD_AHEAD_PX) setWanted(true);
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [wanted, fits]);

  const firstCards = <RosterCards {...list} cards={list.cards.slice(0, FIRST_CARDS)} />;
  if (fits) return <RosterCards {...list} />;
  if (!wanted)
    return (
      <>
        {firstCards}
        <div ref={end} aria-hidden="true" />
      </>
    );
  return (
    <Suspense fallback={firstCards}>
      <RosterGrid {...list} />
    </Suspense>
  );
}
