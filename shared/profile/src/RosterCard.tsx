import { audienceType, type RosterCard as RosterCardData } from '@tpp/contracts';
import { formatCount, formatEngagement, platformLabel } from './format.js';

export interface RosterCardProps {
  card: RosterCardData;
  onOpen: (id: number) => void;
  /** Portraits in black and white (displayGrayScale / displayPortraitsBW). */
  grayScale?: boolean;
  /** Team switch displayRosterHideEngagment: engagement off on all cards. */
  hideEngagement?: boolean;
  /** Href of the card (progressive enhancement: a real link, opened in place by onOpen). */
  href: string;
}

/** Engagement shows unless the creator hides it, the team hides it, or it is zero or missing. */
export function cardEngagement(
  card: Pick<RosterCardData, 'primary_engagement_rate' | 'hide_engagement_rate'>,
  hideAll = false,
): number | null {
  if (hideAll || card.hide_engagement_rate) return null;
  const rate = card.primary_engagement_rate;
  return rate ? rate : null;
}

/** One creator of the public roster: plain markup only, because up to 500 render at once. */
export function RosterCard({ card, onOpen, grayScale, hideEngagement, href }: RosterCardProps) {
  const engagement = cardEngagement(card, hideEngagement);
  const audience = audienceType(card.primary_female_audience);
  return (
    <li className="pf-card">
      <a
        className="pf-card__link"
        href={href}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onOpen(card.id);
        }}
      >
        <span className={`pf-card__photo${grayScale ? ' pf-portrait--bw' : ''}`}>
          <img src={card.picture_main_url} alt="" loading="lazy" decoding="async" width={300} height={375} />
        </span>
        <span className="pf-card__name">{card.fullname}</span>
        {card.tagline ? <span className="pf-card__tagline">{card.tagline}</span> : null}
      </a>
      <dl className="pf-card__stats">
        <div className="pf-card__stat pf-card__stat--reach">
          <dt>Total Reach</dt>
          <dd>{formatCount(card.total_reach)}</dd>
        </div>
        {card.socials.map((social) => (
          <div key={social.id} className="pf-card__stat">
            <dt>
              <span className={`pf-platform-dot pf-platform-dot--${social.platform}`} aria-hidden="true" />
              {platformLabel(social.platform)}
            </dt>
            <dd>{formatCount(social.followers)}</dd>
          </div>
        ))}
        {engagement !== null ? (
          <div className="pf-card__stat">
            <dt>Engagement Rate</dt>
            <dd>{formatEngagement(engagement)}</dd>
          </div>
        ) : null}
        {audience ? (
          <div className="pf-card__stat">
            <dt>Audience Type</dt>
            <dd>
              {audience.percent.toFixed(0)}% {audience.label}
            </dd>
          </div>
        ) : null}
        {card.primary_age_group ? (
          <div className="pf-card__stat">
            <dt>Audience Age</dt>
            <dd>{card.primary_age_group.age_group}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}
