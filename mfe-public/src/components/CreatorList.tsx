import { memo } from 'react';
import type { RosterCard as RosterCardData, TeamDisplaySettings } from '@tpp/contracts';
import { RosterCard, rosterListClass } from '@tpp/profile';
import { CreatorNote } from './CreatorNote';
import { creatorHref } from './useCreatorNav';

/** A shared sheet's hearts: which creators the brand marked, and marking one. */
export interface SheetLikes {
  isLiked: (creatorId: number) => boolean;
  /** Marks or unmarks a creator; `rank` is its place on the whole sheet (0 = first). */
  toggle: (creator: { id: number; fullname: string }, rank: number) => void;
}

export interface CreatorListProps {
  /** A sheet's creators carry the team's note (shown under the card); a roster's cards have none. */
  creators: (RosterCardData & { note_html?: string })[];
  search: string;
  onOpen: (id: number) => void;
  grayScale: boolean;
  hideEngagement: boolean;
  /** 'rows': card and note side by side (a sheet's single page); 'grid': the cards of a roster. */
  layout: 'rows' | 'grid';
  /** The card links (default: this page with ?influencer_id=). */
  hrefOf?: (id: number) => string;
  /** The team's layout flags: old roster rows, full photos, rounded portraits (grid layout). */
  display: Pick<
    TeamDisplaySettings,
    'displayOldRoster' | 'displayUseRosterFullPhoto' | 'displayUseOldRoundedPortraits'
  >;
  /** A shared sheet: a heart on each card lets the brand mark the creators it wants. */
  likes?: SheetLikes;
  /** The first card's place on the whole sheet (a later page starts after the earlier ones). */
  firstRank?: number;
}

/**
 * The creator cards of a public page (the roster, a sheet, a collection's sheet), up to 500;
 * the photo opens the profile. Memoised so opening and closing a profile does not re-render them.
 */
export const CreatorList = memo(function CreatorList({
  creators,
  search,
  onOpen,
  grayScale,
  hideEngagement,
  layout,
  hrefOf,
  display,
  likes,
  firstRank = 0,
}: CreatorListProps) {
  // The single page's rows keep their layout; only rounded portraits apply to them.
  const className =
    layout === 'rows'
      ? rosterListClass(
          {
            displayOldRoster: false,
            displayUseRosterFullPhoto: false,
            displayUseOldRoundedPortraits: display.displayUseOldRoundedPortraits,
          },
          'pf-cards ps-rows',
        )
      : rosterListClass(display);
  return (
    <ul className={className} aria-label="Creators">
      {creators.map((creator, index) => (
        <RosterCard
          key={creator.id}
          card={creator}
          onOpen={onOpen}
          grayScale={grayScale}
          hideEngagement={hideEngagement}
          href={hrefOf ? hrefOf(creator.id) : creatorHref(search, creator.id)}
          onLike={likes ? (card) => likes.toggle(card, firstRank + index) : undefined}
          liked={likes?.isLiked(creator.id)}
        >
          <CreatorNote html={creator.note_html} />
        </RosterCard>
      ))}
    </ul>
  );
});
