import type { PageLink } from './WorkspacePage';

/** The way back from a talent's sub-screens to the talent's profile. */
export function profileLink(influencerId: string): PageLink {
  return { href: `/influencers/profile/${encodeURIComponent(influencerId)}`, label: 'Talent Profile' };
}
