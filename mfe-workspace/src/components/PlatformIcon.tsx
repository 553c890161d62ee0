import type { ReactElement } from 'react';
import type { SocialPlatform } from '@tpp/contracts';
import { PLATFORM_LABELS } from './rosterRules';

const GLYPHS: Record<SocialPlatform, ReactElement> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.3" fill="currentColor" />
    </>
  ),
  tiktok: (
    <path
      fill="currentColor"
      d="M13.5 2h3.1c.2 1.9 1.5 3.6 3.4 4.1v3.2a7.4 7.4 0 0 1-3.4-1.1v6.9A6.1 6.1 0 1 1 10.5 9v3.3a2.9 2.9 0 1 0 3 2.9V2z"
    />
  ),
  youtube: (
    <>
      <rect x="1.5" y="5" width="21" height="14" rx="4" fill="currentColor" />
      <path d="M10 8.8v6.4l5.4-3.2z" fill="#fff" />
    </>
  ),
};

/** A platform's icon; its accessible name is the platform ('Instagram', 'TikTok', 'YouTube'). */
export function PlatformIcon({ platform, size = 20 }: { platform: SocialPlatform; size?: number }) {
  const label = PLATFORM_LABELS[platform] ?? platform;
  return (
    <svg
      className={`tpp-platform-icon tpp-platform-icon--${platform}`}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox="0 0 24 24"
    >
      <title>{label}</title>
      {GLYPHS[platform]}
    </svg>
  );
}
