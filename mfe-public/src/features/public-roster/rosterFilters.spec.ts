import { describe, expect, it } from '@jest/globals';
import { rosterCard } from '@tpp/profile/testing';
import { creatorCount, filterCards, isNarrowed, NO_FILTERS, platformsOf } from './rosterFilters';
import { tagOptions, toggleTag, type RosterFilters } from './rosterFilters';
import { sortCards } from './rosterSort';

const social = (id: number, platform: 'instagram' | 'tiktok' | 'youtube', handle: string) => ({
  id,
  platform,
  followers: 1000,
  handle,
});

const cards = [
  rosterCard({
    id: 1,
    fullname: 'Zoë Morales',
    total_reach: 500,
    socials: [social(11, 'instagram', 'zoe.moves')],
    display_tags: ['Fitness', 'Austin'],
  }),
  rosterCard({
    id: 2,
    fullname: 'ben ode',
    total_reach: 900,
    socials: [social(21, 'tiktok', 'benode'), social(22, 'youtube', 'BenOdeTV')],
    display_tags: ['Fitness', 'Travel'],
  }),
  rosterCard({ id: 3, fullname: 'Ana Cruz', total_reach: 100, socials: [social(31, 'youtube', 'anacruz')] }),
];
const ids = (list: { id: number }[]) => list.map((card) => card.id);

describe('filterCards', () => {
  it('keeps every creator in roster order without filters', () => {
    expect(ids(filterCards(cards, NO_FILTERS))).toEqual([1, 2, 3]);
    expect(isNarrowed(NO_FILTERS)).toBe(false);
  });

  it('finds a name in any case and without its accents, and a handle with or without @', () => {
    expect(ids(filterCards(cards, { ...NO_FILTERS, query: 'ZOE' }))).toEqual([1]);
    expect(ids(filterCards(cards, { ...NO_FILTERS, query: '  mor ' }))).toEqual([1]);
    expect(ids(filterCards(cards, { ...NO_FILTERS, query: '@benodetv' }))).toEqual([2]);
    expect(ids(filterCards(cards, { ...NO_FILTERS, query: 'nobody' }))).toEqual([]);
    expect(isNarrowed({ ...NO_FILTERS, query: 'x' })).toBe(true);
    // Spaces alone do not narrow the list.
    expect(isNarrowed({ ...NO_FILTERS, query: '   ' })).toBe(false);
  });

  it('keeps the creators with an account on the chosen platform, whichever account is primary', () => {
    expect(ids(filterCards(cards, { ...NO_FILTERS, platform: 'youtube' }))).toEqual([2, 3]);
    expect(ids(filterCards(cards, { ...NO_FILTERS, platform: 'instagram' }))).toEqual([1]);
    expect(isNarrowed({ ...NO_FILTERS, platform: 'tiktok' })).toBe(true);
  });

  it('combines search, platform and order', () => {
    const filters = (changes: Partial<RosterFilters>) => ({ ...NO_FILTERS, ...changes });
    expect(ids(filterCards(cards, filters({ query: 'a', platform: 'youtube', sort: 'followers' })))).toEqual([
      3,
    ]);
    expect(ids(filterCards(cards, filters({ platform: 'youtube', sort: 'name' })))).toEqual([3, 2]);
    expect(ids(filterCards(cards, filters({ sort: 'followers' })))).toEqual([2, 1, 3]);
    expect(ids(filterCards(cards, filters({ platform: 'youtube', tags: ['travel'] })))).toEqual([2]);
  });
});

describe('the tag filter', () => {
  it('keeps the creators showing every chosen tag, in any case', () => {
    expect(ids(filterCards(cards, { ...NO_FILTERS, tags: ['fitness'] }))).toEqual([1, 2]);
    expect(ids(filterCards(cards, { ...NO_FILTERS, tags: ['Fitness', 'TRAVEL'] }))).toEqual([2]);
    expect(ids(filterCards(cards, { ...NO_FILTERS, tags: ['Austin', 'Travel'] }))).toEqual([]);
    expect(ids(filterCards(cards, { ...NO_FILTERS, tags: ['Nobody has this'] }))).toEqual([]);
    expect(isNarrowed({ ...NO_FILTERS, tags: ['Austin'] })).toBe(true);
  });

  it('offers the chosen tags first, then the tags of the creators shown, most common first', () => {
    expect(tagOptions(cards, [])).toEqual([
      { tag: 'Fitness', count: 2, selected: false },
      { tag: 'Austin', count: 1, selected: false },
      { tag: 'Travel', count: 1, selected: false },
    ]);
    const shown = filterCards(cards, { ...NO_FILTERS, tags: ['fitness'] });
    expect(tagOptions(shown, ['fitness'])).toEqual([
      { tag: 'Fitness', count: 2, selected: true },
      { tag: 'Austin', count: 1, selected: false },
      { tag: 'Travel', count: 1, selected: false },
    ]);
    // A chosen tag that no creator shows stays offered, so it can be taken off.
    expect(tagOptions([], ['Gone'])).toEqual([{ tag: 'Gone', count: 0, selected: true }]);
  });

  it('adds a tag, or takes it off when chosen already (in any case)', () => {
    expect(toggleTag([], 'Austin')).toEqual(['Austin']);
    expect(toggleTag(['Austin', 'Travel'], 'austin')).toEqual(['Travel']);
  });
});

describe('sortCards by name', () => {
  it('sorts A to Z ignoring case and accents, and leaves the input alone', () => {
    const input = [...cards];
    expect(ids(sortCards(input, 'name'))).toEqual([3, 2, 1]);
    expect(ids(input)).toEqual([1, 2, 3]);
  });
});

describe('platformsOf and creatorCount', () => {
  it('lists the platforms present, in the product order', () => {
    expect(platformsOf([cards[2]!, cards[0]!])).toEqual(['instagram', 'youtube']);
    expect(platformsOf([])).toEqual([]);
  });
  it('counts in words', () => {
    expect(creatorCount(1)).toBe('1 creator');
    expect(creatorCount(24)).toBe('24 creators');
    expect(creatorCount(0)).toBe('0 creators');
  });
});
