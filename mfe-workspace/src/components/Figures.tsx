import {
  platformFollowersLabel,
  platformViewsLabel,
  type PlatformFigure,
  type SocialPlatform,
} from '@tpp/contracts';
import { formatCount } from './rosterRules';

/**
 * A creator's number as the API computed it, with the platform it belongs to on a second line
 * ("156.9K" / "Instagram followers"). The browser only formats: followers, total reach and
 * average views are defined once, on the server.
 */
function Figure({ value, label }: { value: string; label?: string }) {
  return (
    <span className="tpp-figure">
      <span className="tpp-figure__value">{value}</span>
      {label ? <span className="tpp-figure__label">{label}</span> : null}
    </span>
  );
}

/** Followers as one line of text: "147.9K YouTube subscribers" ("1.2K followers" without a platform). */
export function followersText(value: number, platform: SocialPlatform | null): string {
  return `${formatCount(value)} ${platform ? platformFollowersLabel(platform) : 'followers'}`;
}

/** The primary account's followers: "156.9K Instagram followers", "147.9K YouTube subscribers". */
export function FollowersFigure({ value, platform }: { value: number; platform: SocialPlatform | null }) {
  return (
    <Figure value={formatCount(value)} label={platform ? platformFollowersLabel(platform) : undefined} />
  );
}

/** Average views ('–' when not measured): "80K Instagram reels plays", "1.4M TikTok average views". */
export function ViewsFigure({ figure }: { figure: PlatformFigure | null }) {
  return figure ? (
    <Figure value={formatCount(figure.value)} label={platformViewsLabel(figure.platform)} />
  ) : (
    <Figure value="–" />
  );
}
