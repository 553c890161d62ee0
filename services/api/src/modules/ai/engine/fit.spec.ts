import { describe, expect, it } from '@jest/globals';
import { briefAccount, readBrief } from './brief.js';
import type { CreatorRecord } from './creator.js';
import { account, creator } from './creator.fixtures.js';
import { byFit, checkFit, fitLabel } from './fit.js';
import { checkNote } from './note-check.js';
import { factsFor, pitchNote, type Candidate } from './suggest.js';

const BUSAN = { city: 'Busan', state: null, country: 'KR' };
const NO_AUDIENCE = {
  usShare: null,
  female: null,
  male: null,
  ages: [null, null, null, null, null],
  countries: [],
  engagementRate: null,
};

const labels = (description: string) => readBrief(description).constraints.map((c) => c.label);

/** The fit of `who` for `brief` (judged on the brief's account, as the helpers do). */
function fitOf(brief: string, who: CreatorRecord) {
  const read = readBrief(brief);
  return checkFit(read, who, briefAccount(read, who));
}

describe('checkFit: each constraint holds, misses (saying what instead) or is not checked', () => {
  const cases: {
    kind: string;
    brief: string;
    holds: CreatorRecord;
    misses: CreatorRecord;
    missed: string;
    unknown?: CreatorRecord;
  }[] = [
    {
      kind: 'platform',
      brief: 'TikTok creators for a sneaker launch',
      holds: creator(),
      misses: creator({}, [account({ platform: 'instagram' })]),
      missed: 'Not on TikTok',
    },
    {
      kind: 'followers',
      brief: 'Micro creators for a sneaker launch',
      holds: creator(),
      misses: creator({}, [account({ followers: 200_000 })]),
      missed: '200K TikTok followers (wanted 10K to 100K followers (micro))',
    },
    {
      kind: 'audience gender',
      brief: 'Creators with a mostly female audience for lip gloss',
      holds: creator(),
      misses: creator({}, [account({ female: 30, male: 70 })]),
      missed: 'Female audience 30% (wanted 60%+)',
      unknown: creator({}, [account(NO_AUDIENCE)]),
    },
    {
      kind: 'audience age',
      brief: 'Creators with a Gen Z audience for an energy drink',
      holds: creator(),
      misses: creator({}, [account({ ages: [1, 9, 50, 30, 10] })]),
      missed: 'Audience aged 13-24 10% (wanted 40%+)',
      unknown: creator({}, [account(NO_AUDIENCE)]),
    },
    {
      kind: 'audience country',
      brief: 'Creators with a US audience for a bank',
      holds: creator(),
      misses: creator({}, [
        account({
          usShare: 10,
          countries: [
            { code: 'KR', name: 'South Korea', share: 0.8 },
            { code: 'US', name: 'United States', share: 0.1 },
          ],
        }),
      ]),
      missed: 'US audience 10% (wanted mostly US)',
      unknown: creator({}, [account(NO_AUDIENCE)]),
    },
    {
      kind: 'location',
      brief: 'Creators based in Austin, TX for a local gym',
      holds: creator(),
      misses: creator(BUSAN),
      missed: 'Based in Busan, South Korea',
      unknown: creator({ city: null, state: null, country: null }),
    },
    {
      kind: 'creator gender',
      brief: 'Female creators for a sports bra launch',
      holds: creator(),
      misses: creator({ gender: 'male' }),
      missed: 'Male creator',
      unknown: creator({ gender: null }),
    },
    {
      kind: 'creator age',
      brief: 'Creators aged 25 to 40 for a mortgage app',
      holds: creator(),
      misses: creator({ age: 52 }),
      missed: 'Creator aged 52 (wanted 25-40)',
      unknown: creator({ age: null }),
    },
    {
      kind: 'engagement',
      brief: 'Creators with an engagement rate of at least 3% for a sneaker launch',
      holds: creator(),
      misses: creator({}, [account({ engagementRate: 1.2 })]),
      missed: 'Engagement 1.2% (wanted 3%+)',
      unknown: creator({}, [account(NO_AUDIENCE)]),
    },
    {
      kind: 'niche',
      brief: 'Fitness creators for a protein bar',
      holds: creator(),
      // Mentioning fitness in the description is not the tag: not a full match.
      misses: creator({ tags: ['Songwriter', 'Athlete'], descriptionTags: ['Fitness'] }),
      missed: 'No Fitness tag',
    },
  ];

  for (const { kind, brief, holds, misses, missed, unknown } of cases) {
    it(`${kind}: holds, misses, ${unknown ? 'not checked without data' : 'always known'}`, () => {
      expect(fitOf(brief, holds)).toEqual(
        expect.objectContaining({ status: 'meets', missed: [], not_checked: [] }),
      );
      expect(fitOf(brief, misses)).toEqual(expect.objectContaining({ status: 'partial', missed: [missed] }));
      if (unknown) {
        const fit = fitOf(brief, unknown);
        expect(fit.status).toBe('meets_checked');
        expect(fit.not_checked).toHaveLength(1);
        expect(fit.not_checked[0]).toMatch(/\(no data\)$/);
      }
    });
  }

  it('a requirement the reader could not read is "not checked" for every creator, which cannot "meet" the brief', () => {
    const cases: [string, string][] = [
      ['Twitch streamers who play fitness games', 'on Twitch'],
      ['Fitness creators based in Mallorca for a resort', 'based in Mallorca'],
      ['Fitness creators with an audience in Portugal', 'audience in Portugal'],
      ['Fitness creators with around 50 thousand followers', 'follower count'],
      ['Falconry creators for an outdoor brand', 'falconry niche'],
    ];
    for (const [brief, unread] of cases) {
      const read = readBrief(brief);
      expect(read.unread).toContain(unread);
      const fit = checkFit(read, creator(), briefAccount(read, creator()));
      expect(fit.status).not.toBe('meets');
      expect(fit.not_checked).toContain(unread);
    }
    expect(
      readBrief('Austin-based fitness creators on TikTok with a mostly female Gen Z audience').unread,
    ).toEqual([]);
  });

  it('the Austin brief: a Busan creator without the Fitness tag and a 10% US audience is partial, with each miss', () => {
    const brief =
      'Austin-based fitness creators on TikTok with a mostly female Gen Z audience and a US audience';
    const busan = creator({ ...BUSAN, tags: ['Songwriter', 'Athlete'] }, [
      account({
        usShare: 10,
        countries: [
          { code: 'KR', name: 'South Korea', share: 0.6 },
          { code: 'US', name: 'United States', share: 0.1 },
        ],
      }),
    ]);
    const fit = fitOf(brief, busan);
    expect(fit.status).toBe('partial');
    expect(fit.missed).toEqual(
      expect.arrayContaining([
        'No Fitness tag',
        'Based in Busan, South Korea',
        'US audience 10% (wanted mostly US)',
      ]),
    );
    expect(fitLabel(fit)).toMatch(/^Partial: misses /);
    const austin = fitOf(brief, creator());
    expect(austin.status).toBe('meets');
    expect(fitLabel(austin)).toBe('Meets the brief');
    expect([fit, austin].sort(byFit)[0]).toBe(austin);
  });
});

describe('the brief is read as written: never wider, no stated share left out', () => {
  const usAt = (share: number) =>
    account({
      usShare: share,
      countries: [
        { code: 'US', name: 'United States', share: share / 100 },
        { code: 'ES', name: 'Spain', share: 0.2 },
      ],
    });

  it('a share written with the audience country is its bar ("75%+ of their audience in the US")', () => {
    const brief =
      'Travel creators with 75%+ of their audience in the US and an engagement rate north of 2.5%';
    const traveller = { tags: ['Travel'] };
    const under = fitOf(brief, creator(traveller, [usAt(63)]));
    expect(under.status).toBe('partial');
    expect(under.missed).toEqual(['US audience 63% (wanted 75%+)']);
    expect(fitOf(brief, creator(traveller, [usAt(80)])).status).toBe('meets');
    const written: [string, string][] = [
      ['Pet creators with 80 percent of followers from Canada', 'at least 80% of the audience in Canada'],
      ['Pet creators with 70% or more of their audience in the US', 'at least 70% of the audience in the US'],
      ['Pet creators with a 30% US audience', 'at least 30% of the audience in the US'],
      ['Pet creators whose audience is at least 70% American', 'at least 70% of the audience in the US'],
      [
        'Pet creators with at least a quarter of their audience in the UK',
        'at least 25% of the audience in the UK',
      ],
      ['Pet creators whose audience skews female, 65% or more women', 'audience at least 65% female'],
    ];
    for (const [brief, label] of written) expect(labels(brief)).toContain(label);
  });

  it('a share the reader cannot tie to a constraint is "not checked", so nobody "meets" the brief', () => {
    const read = readBrief('Fitness creators with a Gen Z audience (at least 70%)');
    expect(read.unread).toEqual(['at least 70%']);
    const fit = checkFit(read, creator(), briefAccount(read, creator()));
    expect(fit.status).toBe('meets_checked');
    expect(fit.not_checked).toEqual(['at least 70%']);
    // An age range off the data's age groups is checked on the nearest groups, and says so.
    const drinking = readBrief('Creators whose audience is at least 60% aged 21 and over');
    expect(drinking.unread).toEqual(['audience aged 21+ (age groups checked: 18-64)']);
    expect(checkFit(drinking, creator(), briefAccount(drinking, creator())).status).toBe('meets_checked');
    // Shares about the deal are not about the creator.
    expect(readBrief('Fitness creators for 20% off codes for their followers').unread).toEqual([]);
  });

  it('a niche is not widened: not to the broader tag, not to the noun a niche word qualifies', () => {
    const beautyOnly = creator({ tags: ['Beauty'] });
    expect(fitOf('Skincare creators for a new serum', beautyOnly)).toEqual(
      expect.objectContaining({ status: 'partial', missed: ['No Skincare tag'] }),
    );
    const foodOnly = creator({ tags: ['Food'] });
    expect(readBrief('Creators in fitness, wellness or plant-based food').niches).toEqual([
      'Fitness',
      'Wellness',
      'Plant-Based',
    ]);
    expect(fitOf('Creators in fitness, wellness or plant-based food', foodOnly).status).toBe('partial');
    // A narrower noun stays a niche: trail runners are runners.
    expect(readBrief('Trail runners and hikers for a winter shoe').niches).toContain('Running');
    // A trade within the niche is the niche: a Stylist is a Fashion creator; a related topic is not.
    expect(fitOf('Fashion creators for a denim drop', creator({ tags: ['Stylist'] })).status).toBe('meets');
    expect(fitOf('Wellness creators for a tea', creator({ tags: ['Mental Health'] })).status).toBe('partial');
  });

  it("the platform holds on the account judged: another platform's account does not carry a TikTok brief", () => {
    const read = readBrief('TikTok creators with 100K+ followers');
    const small = account({ platform: 'tiktok', followers: 5_000 });
    const big = account({ id: 11, platform: 'instagram', followers: 200_000, primary: false });
    const who = creator({}, [small, big]);
    // The AI search judges each row's account: here the Instagram one.
    const fit = checkFit(read, who, big);
    expect(fit.status).toBe('partial');
    expect(fit.missed).toContain('Instagram account (wanted TikTok)');
    expect(checkFit(read, who, briefAccount(read, who)).missed).toEqual([
      '5K TikTok followers (wanted 100K+ followers)',
    ]);
  });
});

describe('checkNote: a note states only true facts, at least two, in plain words', () => {
  const brooke = creator();

  it('accepts true counts, percents, places and tags', () => {
    const check = checkNote(
      'Brooke Hill is an Austin, Texas-based creator with 50K TikTok followers and 4.2% engagement. ' +
        "Brooke's audience is 80% female and 45% aged 13-24. Fitness is at the heart of her content.",
      brooke,
    );
    expect(check.falseFacts).toEqual([]);
    expect(check.trueFacts).toEqual(
      expect.arrayContaining(['50K TikTok followers', '4.2%', '80%', '45%', 'Fitness']),
    );
    expect(check.ok).toBe(true);
  });

  it('rejects a false number, a false place, a platform count of another platform, field names and "Tagged"', () => {
    expect(checkNote('Brooke has 85K followers and 4.2% engagement.', brooke).falseFacts).toEqual(['85K']);
    expect(checkNote('Based in Busan with 50K TikTok followers and 4.2% engagement.', brooke).ok).toBe(false);
    expect(checkNote('Brooke has 50K YouTube subscribers and 4.2% engagement.', brooke).falseFacts).toEqual([
      '50K YouTube subscribers',
    ]);
    const jargon = checkNote('audience_gender 80% and avgViews 12.4K, 4.2% engagement.', brooke);
    expect(jargon.fieldNames).toEqual(['audience_gender', 'avgViews']);
    expect(jargon.ok).toBe(false);
    const tagged = checkNote('Tagged Fitness, Brooke has 50K TikTok followers and 4.2% engagement.', brooke);
    expect(tagged.tagged).toBe(true);
    expect(tagged.ok).toBe(false);
  });

  it('needs at least two true facts', () => {
    expect(checkNote('Brooke would be great for this campaign.', brooke).ok).toBe(false);
    expect(checkNote('Brooke has 50K TikTok followers.', brooke).ok).toBe(false);
  });

  it("the engine's pitch notes pass it, for creators that meet the brief and for those that do not", () => {
    const briefs = [
      'Austin-based fitness creators on TikTok with a mostly female Gen Z audience',
      'Skincare creators on Instagram with a US audience',
      'Creators for a campaign',
    ];
    const creators = [
      brooke,
      creator({ ...BUSAN, tags: ['Songwriter', 'Athlete'] }, [account({ usShare: 10, female: 30 })]),
      creator({ city: null, state: null, country: null, tags: [] }, [account({ engagementRate: null })]),
    ];
    for (const text of briefs)
      for (const who of creators) {
        const brief = readBrief(text);
        const acct = briefAccount(brief, who);
        const candidate: Candidate = {
          creator: who,
          account: acct,
          score: 0,
          facts: factsFor(brief.constraints, who, acct),
          fit: checkFit(brief, who, acct),
        };
        const note = pitchNote(brief, candidate);
        expect({ note, check: checkNote(note, who) }).toEqual({
          note,
          check: expect.objectContaining({ ok: true }),
        });
        expect(note).not.toMatch(/tagged|_/i);
      }
  });
});
