import { describe, expect, it } from '@jest/globals';
import { AGE_BUCKETS } from '@tpp/contracts';
import { MASTER_TAGS, NICHE_TAGS } from '../catalog/index.js';
import { themeForNiche } from '../media/scenes.js';
import { MEDIA_KEY_PATTERN } from '../media/media-urls.js';
import { apportion, expectedEngagementRate, generateCreator, isValidHandle } from './generate.js';
import { Random } from './prng.js';
import { NICHE_TAGLINES } from './word-lists.js';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('creator generator', () => {
  const creators = Array.from({ length: 1000 }, (_, index) =>
    generateCreator(7, index, { withPosts: index < 50, caseStudyShare: 0.2, taglineShare: 0.4 }),
  );
  const accounts = creators.flatMap((creator) => creator.accounts);

  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateCreator(11, 3, { withPosts: true })).toEqual(generateCreator(11, 3, { withPosts: true }));
    expect(generateCreator(11, 3).fullname + generateCreator(11, 4).fullname).not.toBe(
      generateCreator(12, 3).fullname + generateCreator(12, 4).fullname,
    );
    expect(new Random(5).next()).toBe(new Random(5).next());
  });

  it('gives every audience distribution a total of 100%', () => {
    for (const account of accounts) {
      const audience = account.audience;
      expect(sum(audience.audience_gender.map((g) => g.weight))).toBeCloseTo(1, 6);
      expect(sum(Object.values(audience.audience_ages_object))).toBeCloseTo(1, 6);
      expect(sum(audience.audience_geo.countries.map((c) => c.weight))).toBeCloseTo(1, 6);
      expect(sum(audience.audience_geo.cities.map((c) => c.weight))).toBeCloseTo(1, 6);
      expect(audience.audience_geo.countries).toHaveLength(5);
      expect(audience.audience_geo.cities).toHaveLength(5);
      expect(audience.audience_interests).toHaveLength(7);
      for (const weight of [
        ...audience.audience_geo.countries.map((c) => c.weight),
        ...audience.audience_interests.map((i) => i.weight),
      ]) {
        expect(weight).toBeGreaterThan(0);
        expect(weight).toBeLessThanOrEqual(1);
      }
      expect(account.audience_female_percent + account.audience_male_percent).toBeCloseTo(100, 6);
      const female = audience.audience_gender.find((g) => g.code === 'FEMALE')!.weight;
      expect(account.audience_female_percent).toBeCloseTo(female * 100, 6);
      const us = audience.audience_geo.countries.find((c) => c.code === 'US')?.weight ?? 0;
      expect(account.us_audience_share).toBeCloseTo(us * 100, 6);
      for (const bucket of AGE_BUCKETS)
        expect(account.audience_ages[bucket]).toBe(audience.audience_ages_object[bucket]);
    }
  });

  it('spreads followers like real ones: most small, a few in the millions', () => {
    const followers = accounts.filter((a) => a.is_primary).map((a) => a.followers);
    const small = followers.filter((f) => f >= 2000 && f <= 50_000).length / followers.length;
    expect(small).toBeGreaterThan(0.7);
    expect(followers.some((f) => f >= 1_000_000)).toBe(true);
    expect(followers.filter((f) => f >= 1_000_000).length / followers.length).toBeLessThan(0.02);
  });

  it('lets engagement fall as followers grow, on average', () => {
    const mean = (rows: typeof accounts) => sum(rows.map((a) => a.engagement_rate)) / rows.length;
    const small = accounts.filter((a) => a.followers < 10_000);
    const medium = accounts.filter((a) => a.followers >= 10_000 && a.followers < 200_000);
    const large = accounts.filter((a) => a.followers >= 200_000);
    expect(mean(small)).toBeGreaterThan(mean(medium));
    expect(mean(medium)).toBeGreaterThan(mean(large));
    expect(expectedEngagementRate(5000)).toBeCloseTo(6, 5);
    expect(expectedEngagementRate(5_000_000)).toBeLessThan(1.5);
    for (const account of accounts) {
      expect(account.avg_likes + account.avg_comments).toBeLessThanOrEqual(
        Math.ceil((account.followers * account.engagement_rate) / 100) + 1,
      );
    }
  });

  it('derives valid, per-platform handles and profile URLs from the name', () => {
    for (const creator of creators) {
      const [first] = creator.fullname.toLowerCase().split(' ');
      expect(creator.accounts.length).toBeGreaterThanOrEqual(1);
      expect(creator.accounts.length).toBeLessThanOrEqual(3);
      expect(new Set(creator.accounts.map((a) => a.platform)).size).toBe(creator.accounts.length);
      expect(creator.accounts.filter((a) => a.is_primary)).toHaveLength(1);
      for (const account of creator.accounts) {
        expect(isValidHandle(account.platform_account_name)).toBe(true);
        expect(account.platform_account_name).toContain(first!.replace(/[^a-z]/g, '').slice(0, 3));
        expect(account.profile_url).toContain(account.platform_account_name);
      }
    }
    const withSuffix = generateCreator(7, 1, { handleSuffix: '123456' });
    for (const account of withSuffix.accounts)
      expect(account.platform_account_name.endsWith('123456')).toBe(true);
    const instagram = accounts.filter((a) => a.platform === 'instagram').length;
    const tiktok = accounts.filter((a) => a.platform === 'tiktok').length;
    const youtube = accounts.filter((a) => a.platform === 'youtube').length;
    expect(instagram).toBeGreaterThan(tiktok);
    expect(tiktok).toBeGreaterThan(youtube);
  });

  it('draws 3 to 8 tags from the master list, at most 4 displayed among them', () => {
    for (const creator of creators) {
      expect(creator.team.tags.length).toBeGreaterThanOrEqual(3);
      expect(creator.team.tags.length).toBeLessThanOrEqual(8);
      for (const tag of creator.team.tags) expect(MASTER_TAGS).toContain(tag);
      expect(creator.team.display_tags.length).toBeLessThanOrEqual(4);
      for (const tag of creator.team.display_tags) expect(creator.team.tags).toContain(tag);
      if (creator.team.tagline !== null) expect(creator.team.tagline.length).toBeLessThan(30);
      expect(MEDIA_KEY_PATTERN.test(creator.key)).toBe(true);
    }
    const rateCards = creators.filter((c) => c.team.rate_card !== null).length / creators.length;
    expect(rateCards).toBeGreaterThan(0.2);
    expect(rateCards).toBeLessThan(0.4);
  });

  it("writes taglines of one of the creator's niches, each under 30 characters", () => {
    for (const niche of NICHE_TAGS) {
      expect(NICHE_TAGLINES[niche]?.length).toBeGreaterThanOrEqual(3);
      for (const tagline of NICHE_TAGLINES[niche] ?? []) expect(tagline.length).toBeLessThan(30);
    }
    const withTaglines = creators.filter((creator) => creator.team.tagline !== null);
    expect(withTaglines.length).toBeGreaterThan(300);
    for (const creator of withTaglines) {
      const niches = creator.team.tags.filter((tag) => NICHE_TAGS.includes(tag));
      expect(niches.some((niche) => NICHE_TAGLINES[niche]?.includes(creator.team.tagline!))).toBe(true);
    }
  });

  it("names the scene of the creator's niche in every post image, with keys distinct per creator", () => {
    for (const creator of creators.filter((c) => c.accounts.some((a) => a.posts.length > 0))) {
      const niches = creator.team.tags.filter((tag) => NICHE_TAGS.includes(tag));
      const themes = new Set(niches.map(themeForNiche));
      const keys = creator.accounts.flatMap((account) => account.posts.map((post) => post.post_id));
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) {
        expect(MEDIA_KEY_PATTERN.test(key)).toBe(true);
        expect(themes.has(key.split('-')[0] as never)).toBe(true);
      }
    }
  });

  it('gives viewed creators 3 to 9 posts per type with captions and local images', () => {
    for (const creator of creators.slice(0, 50)) {
      for (const account of creator.accounts) {
        for (const type of ['top_posts', 'top_reels', 'recent_posts', 'commercial_posts'] as const) {
          const posts = account.posts.filter((p) => p.post_type === type);
          expect(posts.length).toBeGreaterThanOrEqual(3);
          expect(posts.length).toBeLessThanOrEqual(9);
          for (const post of posts) {
            expect(post.caption.length).toBeGreaterThan(0);
            expect(post.image).toMatch(/^\/api\/media\/posts\/[a-z0-9-]{1,64}\.svg$/);
          }
        }
      }
    }
    expect(creators[60]!.accounts.every((a) => a.posts.length === 0)).toBe(true);
  });

  it('apportions units exactly', () => {
    expect(sum(apportion([1, 1, 1], 10_000))).toBe(10_000);
    expect(apportion([0.5, 0.25, 0.25], 100)).toEqual([50, 25, 25]);
  });
});
