import { beforeAll, describe, expect, it } from '@jest/globals';
import type {
  DirectoryResponse,
  PublicRosterResponse,
  PublicTalentSheet,
  RosterResponse,
  TalentSheetResponse,
} from '@tpp/contracts';
import { createSheet } from './factories/sheets.js';
import { rosterCreator, rosterNames } from './factories/talent.js';
import { useTestApi } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';

/**
 * One set of numbers: followers belong to one account, total reach sums every account of the
 * creator, average views are reels plays on Instagram and average views elsewhere. The roster, the
 * sheet, the public sheet, the public roster and the directory search answer the same figures.
 */
describe("a creator's figures are the same on every answer", () => {
  const api = useTestApi();
  let team: number;
  let alice: TestBrowser;
  /** Instagram (primary) 156,900 + TikTok 214,000 + YouTube 150,000 = 520,900. */
  let zoe: number;
  let sheetId: string;

  beforeAll(async () => {
    team = await api.createTeam('Figures Agency');
    alice = await api.signedIn(await api.createUser({ teamId: team }));
    zoe = (
      await rosterCreator(api.db, team, {
        fullname: 'Zoe Figures',
        accounts: [
          // The avg_views column of an Instagram account is not its average views.
          { platform: 'instagram', followers: 156_900, avgViews: 5, avgReelsPlays: 80_000 },
          { platform: 'tiktok', followers: 214_000, avgViews: 1_400_000 },
          { platform: 'youtube', followers: 150_000, avgViews: 30_000 },
        ],
      })
    ).id;
    sheetId = (await createSheet(alice, [zoe])).sheet_id;
  });

  const expected = { total_reach: 520_900, average_views: { value: 80_000, platform: 'instagram' } };

  it('the roster row carries the total reach and the primary account’s average views with its platform', async () => {
    const row = (await alice.get('/api/user/influencers?name=Zoe Figures')).json<RosterResponse>()
      .influencers[0];
    expect(row).toMatchObject({
      id: zoe,
      primary_platform: 'instagram',
      primary_followers: 156_900,
      ...expected,
    });
  });

  it('the sheet, the public sheet and the public roster answer the same figures', async () => {
    const sheet = (await alice.get(`/api/talent-sheets/${sheetId}`)).json<TalentSheetResponse>().sheet;
    expect(sheet.influencers[0]).toMatchObject({ id: zoe, ...expected });
    const publicSheet = (
      await api.browser().get(`/api/public/talent-sheets/${sheetId}`)
    ).json<PublicTalentSheet>();
    expect(publicSheet.influencers[0]).toMatchObject({ id: zoe, ...expected });
    const roster = (await api.browser().get(`/api/team/roster/${team}`)).json<PublicRosterResponse>();
    expect(roster.influencers.find((card) => card.id === zoe)).toMatchObject(expected);
  });

  it('the directory search answers the same total reach on every account and the same average views per account', async () => {
    // The directory lists the accounts of one platform at a time.
    const rows = [];
    for (const platform of ['instagram', 'tiktok', 'youtube'])
      rows.push(
        ...(
          await alice.get(`/api/directory/social-accounts?name_search=Zoe Figures&platform=${platform}`)
        ).json<DirectoryResponse>().accounts,
      );
    expect(rows.map((row) => [row.platform, row.followers, row.total_reach, row.avg_views])).toEqual([
      ['instagram', 156_900, 520_900, 80_000],
      ['tiktok', 214_000, 520_900, 1_400_000],
      ['youtube', 150_000, 520_900, 30_000],
    ]);
    // The chooser filters on the same number: Instagram's avg_views column (5) is not it.
    const filtered = (
      await alice.get(
        '/api/directory/social-accounts?name_search=Zoe Figures&platform=instagram&avg_reels_plays_min=50000',
      )
    ).json<DirectoryResponse>().accounts;
    expect(filtered.map((row) => row.influencer_id)).toEqual([zoe]);
  });

  it('a public card leaves out average views the team hides', async () => {
    const hidden = await api.createTeam('Hiding Agency');
    const made = await rosterCreator(api.db, hidden, {
      fullname: 'Hana Hidden',
      accounts: [{ platform: 'tiktok', followers: 1_000, avgViews: 9_000 }],
    });
    await api.db.query(
      `UPDATE team_influencers SET stat_display_settings = jsonb_build_object($3::text, '["avg_views"]'::jsonb)
        WHERE team_id = $1 AND influencer_id = $2`,
      [hidden, made.id, String(made.accountIds[0])],
    );
    const roster = (await api.browser().get(`/api/team/roster/${hidden}`)).json<PublicRosterResponse>();
    expect(roster.influencers[0]).toMatchObject({ id: made.id, total_reach: 1_000, average_views: null });
  });

  describe('sorting the roster by the figures (server side, over the whole roster)', () => {
    let sorter: TestBrowser;
    const names = (query: string) => rosterNames(sorter, query);

    beforeAll(async () => {
      const sortTeam = await api.createTeam();
      sorter = await api.signedIn(await api.createUser({ teamId: sortTeam }));
      const creators: [string, Parameters<typeof rosterCreator>[2]][] = [
        // Instagram: 50,000 reels plays (its avg_views column, 900,000, does not count).
        ['Ivy', { accounts: [{ followers: 10_000, avgViews: 900_000, avgReelsPlays: 50_000 }] }],
        ['Tom', { accounts: [{ platform: 'tiktok', followers: 2_000, avgViews: 70_000 }] }],
        // Unmeasured: last in both directions.
        ['Nia', { accounts: [{ platform: 'youtube', followers: 500, avgViews: null }] }],
        [
          'Max',
          {
            accounts: [
              { platform: 'youtube', followers: 1_000, avgViews: 20_000 },
              { platform: 'tiktok', followers: 5_000_000, avgViews: 1 },
            ],
          },
        ],
      ];
      for (const [fullname, options] of creators)
        await rosterCreator(api.db, sortTeam, { ...options, fullname });
    });

    it('sorts by average views both ways, unmeasured creators last', async () => {
      expect(await names('sort=average_views')).toEqual(['Tom', 'Ivy', 'Max', 'Nia']);
      expect(await names('sort=average_views&order=asc')).toEqual(['Max', 'Ivy', 'Tom', 'Nia']);
    });

    it('sorts by total reach (every account counts) both ways', async () => {
      expect(await names('sort=total_reach')).toEqual(['Max', 'Ivy', 'Tom', 'Nia']);
      expect(await names('sort=total_reach&order=asc')).toEqual(['Nia', 'Tom', 'Ivy', 'Max']);
    });

    it('filters on the same average views', async () => {
      expect(await names('avg_views_min=40000&sort=name&order=asc')).toEqual(['Ivy', 'Tom']);
    });

    it('rejects an unknown sort key naming the field', async () => {
      const response = await sorter.get('/api/user/influencers?sort=avg_views');
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('sort');
    });
  });
});
