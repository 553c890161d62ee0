import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { RosterCards, type RosterCardsProps } from './RosterCards';

const RosterGrid = lazy(() => import('./RosterGrid'));

/** The cards drawn before the virtualised grid is needed: more than the first screen of the widest window. */
export const FIRST_CARDS = 24;
/** How far below the window the end of the first cards may be when the grid starts to load. */
const LOAD_AHEAD = '1500px 0px';

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
    if (typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(marker);
    return () => observer.disconnect();
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
