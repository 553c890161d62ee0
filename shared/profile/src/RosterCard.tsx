import type { MouseEvent, ReactNode } from 'react';
import { audienceType, type RosterCard as RosterCardData } from '@tpp/contracts';
import { formatCount, formatEngagement, platformLabel } from './format.js';
import { nameClassName } from './rules.js';

export interface RosterCardProps {
  card: RosterCardData;
  onOpen: (id: number) => void;
  /** Portraits in black and white (displayGrayScale / displayPortraitsBW). */
  grayScale?: boolean;
  /** Team switch displayRosterHideEngagment: engagement off on all cards. */
  hideEngagement?: boolean;
  /** Href of the card (progressive enhancement: a real link, opened in place by onOpen). */
  href: string;
  /**
   * A toggle card (the sheet response view's heart): the photo and name become a button with
   * aria-pressed instead of a link, and a heart shows when pressed.
   */
  pressed?: boolean;
  /**
   * A heart button over the portrait (a shared sheet: the brand marks the creators it wants while
   * the photo still opens the profile); `liked` shows it pressed and highlights the card.
   */
  onLike?: (card: RosterCardData) => void;
  liked?: boolean;
  /** Extra content at the bottom of the card (a sheet's note). */
  children?: ReactNode;
}

/** A plain left click: a link's click handler may take it over (a modified click opens a new tab as usual). */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0);
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
export function RosterCard({
  card,
  onOpen,
  grayScale,
  hideEngagement,
  href,
  pressed,
  onLike,
  liked = false,
  children,
}: RosterCardProps) {
  const engagement = cardEngagement(card, hideEngagement);
  const audience = audienceType(card.primary_female_audience);
  const face = (
    <>
      <span className={`pf-card__photo${grayScale ? ' pf-portrait--bw' : ''}`}>
        <img src={card.picture_main_url} alt="" loading="lazy" decoding="async" width={300} height={375} />
        {pressed !== undefined ? (
          <span className="pf-card__heart" aria-hidden="true">
            {pressed ? '♥' : '♡'}
          </span>
        ) : null}
      </span>
      <span className={nameClassName('pf-card__name', card.fullname)}>{card.fullname}</span>
      {card.tagline ? <span className="pf-card__tagline">{card.tagline}</span> : null}
    </>
  );
  return (
    <li
      className={[
        'pf-card',
        onLike ? 'pf-card--likeable' : '',
        pressed || (onLike && liked) ? 'pf-card--pressed' : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {pressed !== undefined ? (
        <button
          type="button"
          className="pf-card__link pf-card__toggle"
          aria-pressed={pressed}
          onClick={() => onOpen(card.id)}
        >
          {face}
        </button>
      ) : (
        <a
          className="pf-card__link"
          href={href}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onOpen(card.id);
          }}
        >
          {face}
        </a>
      )}
      {onLike ? (
        <button
          type="button"
          className="pf-card__like"
          aria-pressed={liked}
          aria-label={`Like ${card.fullname}`}
          title={liked ? 'Marked: press to unmark' : 'Mark as interesting'}
          onClick={() => onLike(card)}
        >
          <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
        </button>
      ) : null}
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
      {children}
    </li>
  );
}
