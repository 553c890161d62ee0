import { memo } from 'react';
import type { PublicSheetInfluencer, TeamDisplaySettings } from '@tpp/contracts';
import { RosterCard, rosterListClass } from '@tpp/profile';
import { CreatorNote } from './CreatorNote';
import { creatorHref } from './useCreatorNav';

export interface SheetCreatorListProps {
  creators: PublicSheetInfluencer[];
  search: string;
  onOpen: (id: number) => void;
  grayScale: boolean;
  hideEngagement: boolean;
  /** 'rows': card and note side by side (single page); 'grid': the roster view's cards. */
  layout: 'rows' | 'grid';
  /** The card links (default: this page with ?influencer_id=). */
  hrefOf?: (id: number) => string;
  /** The team's layout flags: old roster rows, full photos, rounded portraits (grid layout). */
  display: Pick<
    TeamDisplaySettings,
    'displayOldRoster' | 'displayUseRosterFullPhoto' | 'displayUseOldRoundedPortraits'
  >;
}

/** The creators of a sheet page: each card with the team's note; the photo opens the profile. */
export const SheetCreatorList = memo(function SheetCreatorList({
  creators,
  search,
  onOpen,
  grayScale,
  hideEngagement,
  layout,
  hrefOf,
  display,
}: SheetCreatorListProps) {
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
      {creators.map((creator) => (
        <RosterCard
          key={creator.id}
          card={creator}
          onOpen={onOpen}
          grayScale={grayScale}
          hideEngagement={hideEngagement}
          href={hrefOf ? hrefOf(creator.id) : creatorHref(search, creator.id)}
        >
          <CreatorNote html={creator.note_html} />
        </RosterCard>
      ))}
    </ul>
  );
});
