import type { RosterCard } from '@tpp/contracts';
import { cardEngagement } from '@tpp/profile';

export const ROSTER_SORTS = [
  { id: 'default', label: 'Default' },
  { id: 'name', label: 'Name (A–Z)' },
  { id: 'engagement', label: 'Engagement Rate' },
  { id: 'followers', label: 'Followers' },
] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number]['id'];

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Cards in the chosen order: Default keeps the roster's order; Name sorts A to Z (case and accents
 * ignored); Engagement Rate and Followers (total reach) sort high to low (creators whose
 * engagement is not shown go last, keeping their order).
 */
export function sortCards(
  cards: readonly RosterCard[],
  sort: RosterSort,
  hideAllEngagement = false,
): RosterCard[] {
  if (sort === 'default') return [...cards];
  if (sort === 'name') return [...cards].sort((a, b) => byName.compare(a.fullname, b.fullname));
  const value = (card: RosterCard) =>
    sort === 'followers'
      ? card.total_reach
      : (cardEngagement(card, hideAllEngagement) ?? Number.NEGATIVE_INFINITY);
  return cards
    .map((card, index) => ({ card, index, key: value(card) }))
    .sort((a, b) => (b.key === a.key ? a.index - b.index : b.key > a.key ? 1 : -1))
    .map((entry) => entry.card);
}
