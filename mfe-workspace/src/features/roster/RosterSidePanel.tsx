import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { RosterInfluencer } from '@tpp/contracts';
import { isScreenBuilt, platformFollowersLabel, platformViewsLabel } from '@tpp/contracts';
import { PlatformIcon } from '../../components/PlatformIcon';
import { formatCount, formatLocation, formatPercent } from '../../components/rosterRules';
import { useStickyHeaderOffset } from '../../components/useStickyHeaderOffset';

export interface RosterSidePanelProps {
  influencer: RosterInfluencer;
  teamId: number | null;
  onClose: () => void;
}

/**
 * The profile summary beside the roster (chosen opens, chosen again or Close
 * closes; Esc closes too). It stays in view below the sticky header while the roster scrolls.
 */
export function RosterSidePanel({ influencer, teamId, onClose }: RosterSidePanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const top = useStickyHeaderOffset();
  useEffect(() => heading.current?.focus(), [influencer.id]);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      // A dialog above the page handles its own Esc.
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return;
      onCloseRef.current();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, []);
  const location = formatLocation(influencer.city, influencer.state);
  const profilePath = `/influencers/profile/${influencer.id}${teamId ? `/${teamId}` : ''}`;
  const shownTags =
    influencer.display_tags.length > 0 ? influencer.display_tags : influencer.tags.slice(0, 3);

  return (
    <aside
      id="roster-side-panel"
      className="tpp-side-panel"
      aria-label={`${influencer.fullname} summary`}
      style={{ top }}
    >
      <button type="button" className="tpp-side-panel__close" aria-label="Close summary" onClick={onClose}>
        ×
      </button>
      <img
        className="tpp-side-panel__photo"
        src={influencer.picture_main_url}
        alt=""
        width={96}
        height={96}
      />
      <h2 ref={heading} tabIndex={-1}>
        {influencer.fullname}
      </h2>
      {influencer.tagline ? <p className="tpp-side-panel__tagline">{influencer.tagline}</p> : null}
      {location ? <p className="tpp-muted">{location}</p> : null}
      <dl className="tpp-side-panel__socials">
        {influencer.socials.map((social) => (
          <div key={social.id}>
            <dt>
              <PlatformIcon platform={social.platform} size={16} />{' '}
              <span className="tpp-handle">@{social.handle}</span>
            </dt>
            <dd>
              {formatCount(social.followers)} {platformFollowersLabel(social.platform)}
            </dd>
          </div>
        ))}
      </dl>
      <dl className="tpp-side-panel__metrics">
        <div>
          <dt>Total Reach</dt>
          <dd>{formatCount(influencer.total_reach)}</dd>
        </div>
        {influencer.primary_engagement_rate !== null ? (
          <div>
            <dt>Engagement Rate</dt>
            <dd>{formatPercent(influencer.primary_engagement_rate)}</dd>
          </div>
        ) : null}
        {influencer.average_views ? (
          <div>
            <dt>Average Views</dt>
            <dd>
              {formatCount(influencer.average_views.value)}{' '}
              {platformViewsLabel(influencer.average_views.platform)}
            </dd>
          </div>
        ) : null}
      </dl>
      {shownTags.length > 0 ? (
        <ul className="tpp-chips" aria-label="Displayed tags">
          {shownTags.map((tag) => (
            <li key={tag} className="tpp-chip">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="tpp-side-panel__actions">
        <Link href={profilePath} className="tpp-button tpp-button--primary">
          View Profile
        </Link>
        {teamId ? (
          <a
            className="tpp-button tpp-button--secondary"
            href={`/public/profile/${influencer.id}/team/${teamId}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Public Profile
          </a>
        ) : null}
        {isScreenBuilt('taggingAssistant') ? (
          <Link
            href={`/tagging-assistant?influencer=${influencer.id}`}
            className="tpp-button tpp-button--secondary"
            aria-label={`Suggest Tags for ${influencer.fullname}`}
          >
            Suggest Tags
          </Link>
        ) : null}
      </div>
    </aside>
  );
}
