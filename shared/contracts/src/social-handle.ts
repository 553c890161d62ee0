import type { SocialPlatform } from './talent.js';

/**
 * The handle/link rule of Add Talent (docs/product/requests-and-intake.md), one pure function used by the form and by
 * the server (check-social, add-influencer). The text is a link when it contains http, www. or
 * .com (or a platform domain such as youtu.be); otherwise it is a handle (a leading @ is stripped).
 */

/** The domains of each platform; {host} of the spec. */
export const PLATFORM_DOMAINS: Record<SocialPlatform, readonly string[]> = {
  instagram: ['instagram.com'],
  tiktok: ['tiktok.com'],
  youtube: ['youtube.com', 'youtu.be'],
};

export const PLATFORM_LABELS: Record<SocialPlatform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

/** Spec texts of the rule ({platform} and {domain} filled in by socialIdentifierMessage). */
export const SOCIAL_HANDLE_MESSAGES = {
  linkDomain: 'Link should match the {platform} domain ({domain})',
  tiktokDiscover:
    '"discover" is not a valid TikTok account. Please enter the creator\'s specific TikTok profile.',
  handleSpaces: 'Handle should be a single word without spaces',
  /** Ours: a platform link that names no account (https://www.instagram.com/). */
  noAccountInLink: 'The link should lead to the creator’s {platform} profile',
} as const;

/** The longest handle or link accepted. */
export const MAX_SOCIAL_IDENTIFIER_LENGTH = 300;

export type SocialIdentifier =
  | { kind: 'empty' }
  | { kind: 'handle' | 'link'; platform: SocialPlatform; handle: string }
  | { kind: 'invalid'; message: string };

/** Path segments of a profile link that are not the account: youtube.com/c/name, /user/name, /channel/id. */
const PREFIX_SEGMENTS = new Set(['c', 'user', 'channel']);

function handleFromLink(text: string): string | null {
  // No URL class here (the contracts build for every runtime): scheme, host, query and fragment cut by hand.
  const withoutScheme = text.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  const slash = withoutScheme.indexOf('/');
  const path = slash === -1 ? '' : withoutScheme.slice(slash).split(/[?#]/)[0]!;
  const segments = path.split('/').filter(Boolean);
  let first = segments[0];
  if (first !== undefined && PREFIX_SEGMENTS.has(first.toLowerCase())) first = segments[1];
  if (first === undefined) return null;
  let handle: string;
  try {
    handle = decodeURIComponent(first);
  } catch {
    return null;
  }
  handle = handle.replace(/^@/, '');
  return handle && !/\s/.test(handle) ? handle.toLowerCase() : null;
}

function fill(template: string, platform: SocialPlatform): string {
  return template
    .replace('{platform}', PLATFORM_LABELS[platform])
    .replace('{domain}', PLATFORM_DOMAINS[platform][0] ?? '');
}

/** Reads a handle or profile link typed for a platform: the account's handle (lower case) or why not. */
export function parseSocialIdentifier(platform: SocialPlatform, raw: string): SocialIdentifier {
  const text = raw.trim();
  if (!text) return { kind: 'empty' };
  const lower = text.toLowerCase();
  const allDomains = Object.values(PLATFORM_DOMAINS).flat();
  // The spec's three signs of a link, and (ours) a platform domain without them (youtu.be/@name).
  if (
    lower.includes('http') ||
    lower.includes('www.') ||
    lower.includes('.com') ||
    allDomains.some((domain) => lower.includes(domain))
  ) {
    if (!PLATFORM_DOMAINS[platform].some((domain) => lower.includes(domain)))
      return { kind: 'invalid', message: fill(SOCIAL_HANDLE_MESSAGES.linkDomain, platform) };
    const handle = handleFromLink(text);
    if (handle === null)
      return { kind: 'invalid', message: fill(SOCIAL_HANDLE_MESSAGES.noAccountInLink, platform) };
    if (platform === 'tiktok' && handle === 'discover')
      return { kind: 'invalid', message: SOCIAL_HANDLE_MESSAGES.tiktokDiscover };
    return { kind: 'link', platform, handle };
  }
  const handle = text.replace(/^@/, '');
  if (/\s/.test(handle) || !handle) return { kind: 'invalid', message: SOCIAL_HANDLE_MESSAGES.handleSpaces };
  return { kind: 'handle', platform, handle: handle.toLowerCase() };
}

/** The public profile address of an account. */
export function socialProfileUrl(platform: SocialPlatform, handle: string): string {
  switch (platform) {
    case 'instagram':
      return `https://www.instagram.com/${handle}/`;
    case 'tiktok':
      return `https://www.tiktok.com/@${handle}`;
    case 'youtube':
      return `https://www.youtube.com/@${handle}`;
  }
}
