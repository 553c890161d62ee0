import { useState, type ReactNode } from 'react';
import type { InfluencerProfile, TeamDisplaySettings } from '@tpp/contracts';
import { Button, useCopyLink } from '@tpp/ui';
import { LocationEditor } from './LocationEditor.js';
import { descriptionHtml, displayName, locationText, nameClassName, portraitUrl } from './rules.js';
import { SafeHtml } from './SafeHtml.js';
import { shownTags, TagList } from './TagList.js';
import { isGrayScale } from './theme.js';

export interface ProfileHeaderProps {
  profile: InfluencerProfile;
  display: TeamDisplaySettings;
  /** Absolute or site-relative address of the public profile; hidden when null. */
  publicLinkUrl?: string | null;
  /** Buttons next to the name (signed-in: 'Customize Description', 'Request Change', …). */
  actions?: ReactNode;
  /** Signed-in only: edit location. */
  onSaveLocation?: (location: { city: string; state: string }) => Promise<void> | void;
  /** Case study button, when the team has case studies and the creator has some. */
  onOpenCaseStudies?: () => void;
  /** Replaces the tag list (the signed-in profile's tag editor). */
  tagsSlot?: ReactNode;
}

/** Portrait, name, tagline, location, tags, public link and description. */
export function ProfileHeader({
  profile,
  display,
  publicLinkUrl,
  actions,
  onSaveLocation,
  onOpenCaseStudies,
  tagsSlot,
}: ProfileHeaderProps) {
  const [editingLocation, setEditingLocation] = useState(false);
  const name = displayName(profile);
  const location = locationText(profile);
  const html = descriptionHtml(profile);
  const showLocation = !display.displayHideLocation;
  // A refused clipboard (insecure context) says nothing here: the link stays visible to copy by hand.
  const { state: copyState, copy } = useCopyLink(2000);
  const copyLink = () => (publicLinkUrl ? copy(publicLinkUrl) : undefined);

  return (
    <header className="pf-header">
      <div
        className={`pf-portrait${isGrayScale(display) ? ' pf-portrait--bw' : ''}${display.displayUseOldRoundedPortraits ? ' pf-portrait--round' : ''}`}
      >
        <img
          src={portraitUrl(profile)}
          alt={`Portrait of ${name}`}
          width={320}
          height={400}
          decoding="async"
        />
      </div>
      <div className="pf-header__body">
        <div className="pf-header__title">
          <h1 className={nameClassName('pf-name', name)}>{name}</h1>
          {actions ? <div className="pf-header__actions">{actions}</div> : null}
        </div>
        {profile.tagline ? <p className="pf-tagline">{profile.tagline}</p> : null}
        {showLocation || onSaveLocation ? (
          editingLocation && onSaveLocation ? (
            <LocationEditor
              city={profile.city}
              state={profile.state}
              onSave={onSaveLocation}
              onDone={() => setEditingLocation(false)}
            />
          ) : (
            <p className="pf-location">
              {location ? (
                <span>{location}</span>
              ) : onSaveLocation ? (
                <span className="pf-muted">No location</span>
              ) : null}
              {onSaveLocation ? (
                <Button variant="link" onClick={() => setEditingLocation(true)}>
                  Edit location
                </Button>
              ) : null}
            </p>
          )
        ) : null}
        {tagsSlot ??
          (display.displayNoTags ? null : (
            <TagList tags={shownTags(profile)} customTags={profile.custom_tags} />
          ))}
        <SafeHtml html={html} className="pf-description" />
        <div className="pf-header__links">
          {publicLinkUrl ? (
            <span className="pf-public-link">
              <a href={publicLinkUrl} target="_blank" rel="noopener">
                Public Profile
              </a>
              <Button variant="link" onClick={copyLink}>
                {copyState === 'copied' ? 'Link Copied' : 'Copy Link'}
              </Button>
            </span>
          ) : null}
          {onOpenCaseStudies ? (
            <Button variant="secondary" onClick={onOpenCaseStudies}>
              Case Studies
            </Button>
          ) : null}
        </div>
      </div>
    </header>
  );
}
