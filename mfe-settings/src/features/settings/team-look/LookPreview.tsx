import type { RosterCard as RosterCardData, TeamDisplaySettings } from '@tpp/contracts';
import { isGrayScale, RosterCard, rosterListClass, ThemedPage } from '@tpp/profile';
import { usePreviewRoster } from '../../../api/settingsQueries';

/** A neutral portrait for sample cards (an inline SVG: no request). */
const SAMPLE_PORTRAIT =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 375"><rect width="300" height="375" fill="#d9d3c7"/><circle cx="150" cy="140" r="62" fill="#b9b1a3"/><rect x="60" y="230" width="180" height="145" rx="80" fill="#b9b1a3"/></svg>',
  );

const sample = (id: number, fullname: string, tagline: string): RosterCardData => ({
  id,
  fullname,
  tagline,
  picture_main_url: SAMPLE_PORTRAIT,
  total_reach: 184000 * id,
  average_views: { value: 21000 * id, platform: 'instagram' },
  socials: [{ id, platform: 'instagram', followers: 120000 * id, handle: `sample${id}` }],
  primary_engagement_rate: 3.4,
  hide_engagement_rate: false,
  primary_female_audience: 62,
  primary_age_group: { age_group: '25-34', percentage: 41 },
  display_tags: [],
});

/** Shown when the roster has no creators yet (or could not be read). */
export const SAMPLE_CARDS: RosterCardData[] = [
  sample(1, 'Sample Creator', 'Travel and food'),
  sample(2, 'Another Creator', 'Fitness'),
];

/** The first creators of the team's public roster, to preview the look with real cards. */
function usePreviewCards(teamId: number): RosterCardData[] {
  const { data } = usePreviewRoster(teamId);
  return data && data.influencers.length > 0 ? data.influencers.slice(0, 4) : SAMPLE_CARDS;
}

export interface LookPreviewProps {
  teamId: number;
  teamName: string;
  logoUrl: string | null;
  /** The settings as they stand in the form, saved or not. */
  display: TeamDisplaySettings;
}

/**
 * The public roster as brands will see it with the form's settings: the same components and
 * styles (@tpp/profile ThemedPage, RosterCard, rosterListClass) that the public roster renders.
 */
export function LookPreview({ teamId, teamName, logoUrl, display }: LookPreviewProps) {
  const cards = usePreviewCards(teamId);
  const logo = display.displayDarkMode && display.displayDarkLogo ? display.displayDarkLogo : logoUrl;
  return (
    <figure className="tl-preview" aria-label="Preview of the public roster">
      <figcaption className="tl-preview__caption">
        Preview of your public roster (unsaved changes included)
      </figcaption>
      <ThemedPage display={display} className="tl-preview__page">
        <div className="tl-preview__header">
          {logo ? <img className="tl-preview__logo" src={logo} alt={teamName} /> : null}
          <p className="tl-preview__team">{teamName}</p>
        </div>
        <ul className={rosterListClass(display)} aria-label="Preview creators">
          {cards.map((card) => (
            <RosterCard
              key={card.id}
              card={card}
              onOpen={() => undefined}
              grayScale={isGrayScale(display)}
              hideEngagement={display.displayRosterHideEngagment || display.displayNoEngagment}
              href={`/public/talent-roster/${teamId}?influencer_id=${card.id}`}
            />
          ))}
        </ul>
      </ThemedPage>
    </figure>
  );
}
