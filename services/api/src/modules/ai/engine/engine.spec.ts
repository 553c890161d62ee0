import { describe, expect, it } from '@jest/globals';
import { citesOnly } from '../providers/ai-provider.js';
import { readBrief } from './brief.js';
import { formatCount, formatPercent, type CreatorRecord } from './creator.js';
import { account, creator as fixture } from './creator.fixtures.js';
import { explain, selectCreators } from './suggest.js';
import { readTags } from './tagger.js';

const labels = (description: string) => readBrief(description).constraints.map((c) => c.label);

describe('readBrief', () => {
  it('reads platforms, follower tiers and numbers', () => {
    expect(labels('Micro TikTok creators for a snack launch')).toEqual(
      expect.arrayContaining(['TikTok', '10K to 100K followers (micro)']),
    );
    expect(labels('YouTube channels with over 500k subscribers')).toContain('500K+ followers');
    expect(labels('Instagram creators between 10k and 50k followers')).toContain('10K to 50K followers');
    expect(labels('Creators with under 1M followers, any platform')).toContain('under 1M followers');
    expect(labels('Mega creators only, 1M+')).toContain('1M+ followers (mega)');
  });

  it('reads the audience: gender, age group, country; and the creator: place and gender', () => {
    expect(labels('A mostly female Gen Z audience please, for lip gloss')).toEqual(
      expect.arrayContaining(['audience at least 60% female', 'Gen Z (13-24) audience, at least 40%']),
    );
    expect(labels('audience 25-34 that skews male, for razors')).toEqual(
      expect.arrayContaining(['audience at least 60% male', '25-34 audience, at least 40%']),
    );
    expect(labels('Creators with a UK audience for a tea brand')).toContain('audience mostly in the UK');
    expect(labels('Female creators based in Austin, TX for a local gym')).toEqual(
      expect.arrayContaining(['based in Austin', 'female creators']),
    );
    expect(labels('Creators in Texas or California, engagement above 4.5%')).toEqual(
      expect.arrayContaining(['based in Texas or California', 'engagement 4.5%+']),
    );
  });

  it('reads niches through the tag vocabulary and its synonyms, not negated ones', () => {
    expect(readBrief('Vegan home cooks for a meal kit, not fitness people').niches).toEqual(
      expect.arrayContaining(['Plant-Based', 'Cooking']),
    );
    expect(readBrief('Vegan home cooks for a meal kit, not fitness people').niches).not.toContain('Fitness');
  });

  it('tells the creators from the audience and the product', () => {
    const pets = readBrief('Pet food brand looking for pet creators with an engagement rate of at least 3%');
    expect(pets.niches).toEqual(['Pets']);
    expect(pets.hints).toEqual(['Food']);
    expect(labels("Women's health app: female creators aged 25 to 40 who post about wellness")).toEqual(
      expect.arrayContaining(['female creators', 'creators aged 25-40']),
    );
    expect(labels('Retirement app: at least half of the audience aged 35 and up')).toContain(
      '35-64 audience, at least 50%',
    );
    expect(labels('At least 70% of their audience in the United States, 1M+ followers')).toContain(
      'at least 70% of the audience in the US',
    );
    expect(labels('engagement rate of at least 3.5% please')).toContain('engagement 3.5%+');
    expect(readBrief('Headphones for musicians, DJs and producers').niches).toEqual(
      expect.arrayContaining(['Musician', 'DJ', 'Producer']),
    );
  });

  it('states nothing for a brief without constraints', () => {
    expect(labels('We would love some great creators for our spring campaign')).toEqual([]);
  });
});

describe('readTags', () => {
  const tags = (text: string) => readTags(text).map((m) => m.tag);
  it('reads synonyms, hashtags, emoji and places with cues', () => {
    expect(tags('MUA & skincare nerd 💄 #CleanBeauty | 📍Brooklyn')).toEqual(
      expect.arrayContaining(['Makeup Artist', 'Beauty', 'Skincare', 'Brooklyn', 'New York']),
    );
    expect(tags('Raleigh NC dad of three')).toEqual(
      expect.arrayContaining(['Raleigh', 'North Carolina', 'Parenting']),
    );
  });
  it('ignores negated words, lower-case abbreviations and names that are only names', () => {
    expect(tags('not a fitness influencer, just a dad who cooks')).not.toContain('Fitness');
    expect(tags('la la land fan, dr pepper addict')).not.toEqual(expect.arrayContaining(['Los Angeles']));
    expect(tags('Austin and I film comedy sketches')).not.toContain('Austin');
    expect(tags("it's OK to rest, I'm a yoga teacher")).not.toContain('Oklahoma');
  });
  it('does not add a tag read only inside a longer one', () => {
    expect(tags('Yoga teacher and makeup artist')).not.toEqual(expect.arrayContaining(['Teacher', 'Artist']));
  });
});

describe('formatting and checking facts', () => {
  it('writes counts and percents the way explanations cite them', () => {
    expect([950, 12_400, 142_000, 999_400, 1_250_000, 4_560].map(formatCount)).toEqual([
      '950',
      '12K',
      '142K',
      '999K',
      '1.3M',
      '4.6K',
    ]);
    expect([4.236, 68.4, 10].map(formatPercent)).toEqual(['4.2%', '68%', '10%']);
  });
  it('accepts a text whose every number is in the facts', () => {
    expect(
      citesOnly('Maya has 80K followers and 72% female fans.', [
        '80K TikTok followers',
        '72% female audience',
      ]),
    ).toBe(true);
    expect(citesOnly('Maya has 85K followers.', ['80K TikTok followers'])).toBe(false);
  });
});

describe('selectCreators', () => {
  const creator = (id: number, followers: number, female: number, tags: string[]): CreatorRecord =>
    fixture({ id, name: `Creator ${id}`, tags }, [
      account({
        id: id * 10,
        handle: `c${id}`,
        followers,
        engagementRate: 4,
        avgViews: null,
        female,
        male: 100 - female,
        countries: [{ code: 'US', name: 'United States', share: 0.7 }],
      }),
    ]);
  const roster = [
    creator(1, 50_000, 80, ['Fitness']),
    creator(2, 200_000, 30, ['Fitness', 'Running']),
    creator(3, 20_000, 90, ['Beauty']),
  ];

  it('keeps only creators meeting every constraint, the best niche fit first', () => {
    const brief = readBrief('TikTok running or fitness creators with a mostly female audience');
    const { candidates, relaxed } = selectCreators(brief, roster, new Set(), 10);
    expect(candidates.map((c) => c.creator.id)).toEqual([1]);
    expect(relaxed).toEqual([]);
    expect(candidates[0]!.fit.status).toBe('meets');
    expect(explain(candidates[0]!.facts, candidates[0]!.fit, true)).toBe(
      'Meets your brief: 80% female audience, tagged Fitness, 50K TikTok followers and 4% engagement.',
    );
  });

  it('relaxes the most restrictive constraint when nothing meets all, and excludes included creators', () => {
    const brief = readBrief('TikTok running or fitness creators with a mostly female audience');
    const { candidates, relaxed } = selectCreators(brief, roster, new Set([1]), 10);
    expect(candidates.map((c) => c.creator.id)).toEqual([2]);
    expect(relaxed.map((r) => r.constraint)).toEqual(['audience at least 60% female']);
    // The relaxed constraint still counts: the creator is partial, and says what it misses.
    expect(candidates[0]!.fit).toEqual(
      expect.objectContaining({ status: 'partial', missed: ['Female audience 30% (wanted 60%+)'] }),
    );
    expect(explain(candidates[0]!.facts, candidates[0]!.fit, true)).toMatch(/^Partly fits: /);
  });
});
