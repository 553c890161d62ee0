import { creatorCount } from '@tpp/contracts';
import { SOCIAL_PLATFORMS, type RosterCard, type SocialPlatform } from '@tpp/contracts';
import { sortCards, type RosterSort } from './rosterSort';

/** What a brand narrows the public roster by; all of it runs in the browser over the one answer. */
export interface RosterFilters {
  /** Part of a creator's name or of one of their handles (case and accents ignored). */
  query: string;
  /** Only creators with an account on this platform; '' for all platforms. */
  platform: SocialPlatform | '';
  /** Only creators showing every one of these tags (case ignored); [] for all creators. */
  tags: string[];
  sort: RosterSort;
}

export const NO_FILTERS: RosterFilters = { query: '', platform: '', tags: [], sort: 'default' };

/** True when a filter (not the order) hides some creators. */
export function isNarrowed(filters: RosterFilters): boolean {
  return normalise(filters.query) !== '' || filters.platform !== '' || filters.tags.length > 0;
}

/** Lower case without accents or surrounding spaces, so "Zoë" matches "zoe". */
export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** A tag's key: two spellings of one tag ("Fitness", "fitness ") are the same tag. */
export const tagKey = (tag: string): string => tag.trim().toLowerCase();

function matchesQuery(card: RosterCard, query: string): boolean {
  if (query === '') return true;
  const handleQuery = query.replace(/^@/, '');
  return (
    normalise(card.fullname).includes(query) ||
    card.socials.some((social) => handleQuery !== '' && normalise(social.handle).includes(handleQuery))
  );
}

function hasEveryTag(card: RosterCard, keys: readonly string[]): boolean {
  if (keys.length === 0) return true;
  const own = new Set(card.display_tags.map(tagKey));
  return keys.every((key) => own.has(key));
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
  const tagKeys = filters.tags.map(tagKey);
  const shown = cards.filter(
    (card) =>
      matchesQuery(card, query) &&
      (filters.platform === '' || card.socials.some((social) => social.platform === filters.platform)) &&
      hasEveryTag(card, tagKeys),
  );
  return sortCards(shown, filters.sort, hideAllEngagement);
}

/** A tag a brand can filter by, with how many of the creators shown carry it. */
export interface TagOption {
  tag: string;
  count: number;
  selected: boolean;
}

const byTagName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The tags to offer: the chosen ones first (in the order they were chosen, even when no creator
 * carries them, so a shared link's tag can be taken off), then every other tag of the creators
 * shown, most common first, then A to Z. A tag is spelled as the first creator carrying it spells it.
 */
export function tagOptions(shown: readonly RosterCard[], selected: readonly string[]): TagOption[] {
  const counts = new Map<string, { tag: string; count: number }>();
  for (const card of shown)
    for (const tag of new Set(card.display_tags.map((name) => name.trim()))) {
      const entry = counts.get(tagKey(tag));
      if (entry) entry.count += 1;
      else counts.set(tagKey(tag), { tag, count: 1 });
    }
  const chosen = new Set(selected.map(tagKey));
  const first = selected.map((tag) => {
    const entry = counts.get(tagKey(tag));
    return { tag: entry?.tag ?? tag, count: entry?.count ?? 0, selected: true };
  });
  const others = [...counts.entries()]
    .filter(([key]) => !chosen.has(key))
    .map(([, entry]) => ({ ...entry, selected: false }))
    .sort((a, b) => b.count - a.count || byTagName.compare(a.tag, b.tag));
  return [...first, ...others];
}

/** The chosen tags with `tag` added or, when already chosen, taken off. */
export function toggleTag(selected: readonly string[], tag: string): string[] {
  const key = tagKey(tag);
  return selected.some((chosen) => tagKey(chosen) === key)
    ? selected.filter((chosen) => tagKey(chosen) !== key)
    : [...selected, tag];
}

export { creatorCount };
