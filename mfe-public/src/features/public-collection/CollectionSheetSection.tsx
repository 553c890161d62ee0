import { useCallback } from 'react';
import { SHEET_LIMITS, type CollectionSheet, type TeamDisplaySettings } from '@tpp/contracts';
import { isGrayScale } from '@tpp/profile';
import { navigate } from '@tpp/session';
import { ErrorState } from '@tpp/ui';
import { SkeletonCards } from '../../components/SkeletonCards';
import { CreatorList } from '../../components/CreatorList';
import { usePublicSheet } from '../../api/usePublicSheet';
import { collectionSheetTitle, rosterViewHref, sectionId } from './collectionRules';

export interface CollectionSheetSectionProps {
  sheet: CollectionSheet;
  display: TeamDisplaySettings;
}

/** One sheet of a collection: its public title and its creators (up to 140); a card opens the creator. */
export function CollectionSheetSection({ sheet, display }: CollectionSheetSectionProps) {
  const limit = SHEET_LIMITS.collectionSheetLimit;
  const { state, retry } = usePublicSheet(sheet.id, 1, limit);
  const hrefOf = useCallback((influencerId: number) => rosterViewHref(sheet.id, influencerId), [sheet.id]);
  const open = useCallback((influencerId: number) => navigate(hrefOf(influencerId)), [hrefOf]);
  const headingId = `${sectionId(sheet.id)}-title`;
  const data = state.status === 'ready' && !state.data.error ? state.data : null;

  return (
    <section id={sectionId(sheet.id)} className="pc-section" aria-labelledby={headingId}>
      <header className="pc-section__head">
        <h2 id={headingId} className="pc-section__title">
          {collectionSheetTitle(sheet)}
        </h2>
        <a className="pc-section__link" href={rosterViewHref(sheet.id)}>
          Open Sheet
        </a>
      </header>
      {state.status === 'loading' ? (
        <SkeletonCards count={4} />
      ) : state.status === 'not-found' ? (
        <p className="pc-section__empty">This sheet is no longer shared.</p>
      ) : state.status === 'error' ? (
        <ErrorState onRetry={retry}>This sheet could not be loaded.</ErrorState>
      ) : !data ? (
        <p className="pc-section__empty">{state.data.error}</p>
      ) : data.withheld ? (
        <p className="pc-section__empty">
          {data.team_name} shows these creators after you enter your email address.{' '}
          <a href={rosterViewHref(sheet.id)}>Open the sheet to continue</a>
        </p>
      ) : data.influencers.length === 0 ? (
        <p className="pc-section__empty">No creators on this sheet yet.</p>
      ) : (
        <>
          <CreatorList
            creators={data.influencers}
            search=""
            onOpen={open}
            grayScale={isGrayScale(display)}
            hideEngagement={display.displayRosterHideEngagment}
            layout="grid"
            hrefOf={hrefOf}
            display={display}
          />
          {data.total_influencers > data.influencers.length ? (
            <p className="pc-section__more">
              Showing {data.influencers.length} of {data.total_influencers} creators.{' '}
              <a href={rosterViewHref(sheet.id)}>See Them All</a>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
