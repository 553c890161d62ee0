import { memo } from 'react';
import type { PublicSheetInfluencer } from '@tpp/contracts';
import { RosterCard } from '@tpp/profile';
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
}: SheetCreatorListProps) {
  return (
    <ul className={layout === 'rows' ? 'pf-cards ps-rows' : 'pf-cards'} aria-label="Creators">
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
