import { SOCIAL_PLATFORMS, type RosterCard, type SocialPlatform } from '@tpp/contracts';
import { sortCards, type RosterSort } from './rosterSort';

/** What a brand narrows the public roster by; all of it runs in the browser over the one answer. */
export interface RosterFilters {
  /** Part of a creator's name or of one of their handles (case and accents ignored). */
  query: string;
  /** Only creators with an account on this platform; '' for all platforms. */
  platform: SocialPlatform | '';
  sort: RosterSort;
}

export const NO_FILTERS: RosterFilters = { query: '', platform: '', sort: 'default' };

/** True when a filter (not the order) hides some creators. */
export function isNarrowed(filters: RosterFilters): boolean {
  return normalise(filters.query) !== '' || filters.platform !== '';
}

/** Lower case without accents or surrounding spaces, so "Zoë" matches "zoe". */
export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

function matchesQuery(card: RosterCard, query: string): boolean {
  if (query === '') return true;
  const handleQuery = query.replace(/^@/, '');
  return (
    normalise(card.fullname).includes(query) ||
    card.socials.some((social) => handleQuery !== '' && normalise(social.handle).includes(handleQuery))
  );
}

/** The platforms some creator of the roster has an account on, in the product's platform order. */
export function platformsOf(cards: readonly RosterCard[]): SocialPlatform[] {
  const present = new Set(cards.flatMap((card) => card.socials.map((social) => social.platform)));
  return SOCIAL_PLATFORMS.filter((platform) => present.has(platform));
}

/** The creators that match the filters, in the chosen order. */
export function filterCards(
  cards: readonly RosterCard[],
  filters: RosterFilters,
  hideAllEngagement = false,
): RosterCard[] {
  const query = normalise(filters.query);
  const shown = cards.filter(
    (card) =>
      matchesQuery(card, query) &&
      (filters.platform === '' || card.socials.some((social) => social.platform === filters.platform)),
  );
  return sortCards(shown, filters.sort, hideAllEngagement);
}

/** "1 creator", "24 creators". */
export function creatorCount(count: number): string {
  return `${count} ${count === 1 ? 'creator' : 'creators'}`;
}
