import type { CSSProperties, Ref } from 'react';
import type { RosterCard as RosterCardData, TeamDisplaySettings } from '@tpp/contracts';
import { RosterCard, rosterListClass, TagList } from '@tpp/profile';
import { creatorHref } from '../../components/useCreatorNav';

export interface RosterCardsProps {
  cards: readonly RosterCardData[];
  search: string;
  onOpen: (id: number) => void;
  grayScale: boolean;
  hideEngagement: boolean;
  display: Pick<
    TeamDisplaySettings,
    'displayOldRoster' | 'displayUseRosterFullPhoto' | 'displayUseOldRoundedPortraits'
  >;
}

/**
 * The cards of the public roster as one list (each with the tags the team shows brands); the
 * virtualised grid draws a slice of it.
 */
export function RosterCards({
  cards,
  search,
  display,
  listRef,
  style,
  ...look
}: RosterCardsProps & { listRef?: Ref<HTMLUListElement>; style?: CSSProperties }) {
  return (
    <ul ref={listRef} className={rosterListClass(display)} aria-label="Creators" style={style}>
      {cards.map((card) => (
        <RosterCard key={card.id} card={card} href={creatorHref(search, card.id)} {...look}>
          <TagList tags={card.display_tags} />
        </RosterCard>
      ))}
    </ul>
  );
}
