import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { OpenGraphService } from '../src/modules/sharing/services/open-graph.service.js';
import { makeStaticRoot, SHELL_INDEX_HTML, withoutBoot } from './support/static-root.js';
import { useTestApi } from './support/test-api.js';
import { addToRoster, rosterCreator } from './factories/talent.js';

/** The preview card tags the server puts into index.html of the shared /public/* pages. */

const publicId = () => randomBytes(12).toString('base64url');

function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html);
  return match?.[1];
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('Open Graph tags of shared pages', () => {
  const api = useTestApi(async () => ({ env: { STATIC_ROOT: await makeStaticRoot() } }));
  let teamId: number;
  let creatorId: number;

  async function page(path: string): Promise<string> {
    const response = await api.browser().get(path, { csrf: false });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    return response.body;
  }

  async function sheet(options: {
    description?: string | null;
    type?: string;
    status?: string | null;
    creators?: number[];
    team?: number;
  }): Promise<{ id: number; publicId: string }> {
    const id = publicId();
    const { rows } = await api.db.query<{ id: number }>(
      `INSERT INTO talent_sheets (public_id, team_id, title, description, sheet_type, response_status)
       VALUES ($1, $2, 'Internal title', $3, $4, $5) RETURNING id`,
      [
        id,
        options.team ?? teamId,
        options.description ?? null,
        options.type ?? 'talent',
        options.status ?? null,
      ],
    );
    for (const [position, influencerId] of (options.creators ?? []).entries())
      await api.db.query(
        'INSERT INTO talent_sheet_influencers (sheet_id, influencer_id, position) VALUES ($1, $2, $3)',
        [rows[0]!.id, influencerId, position],
      );
    return { id: rows[0]!.id, publicId: id };
  }

  beforeAll(async () => {
    teamId = await api.createTeam('Northstar "Talent" <b>&</b>');
    await api.db.query(`UPDATE teams SET bio = $2, image_url = '/media/logo.png' WHERE id = $1`, [
      teamId,
      'We represent **creators** in [Austin](https://x.example).',
    ]);
    creatorId = (
      await rosterCreator(
        api.db,
        teamId,
        { fullname: 'Ava <script>alert(1)</script> Stone', description: '# About\n**Loves** trail running' },
        { tagline: 'Trail runner & "coffee" lover' },
      )
    ).id;
  });
  beforeEach(() => api.app.get(OpenGraphService).clear());

  it('a public roster and its details page: team name, bio without markdown, logo', async () => {
    for (const path of [`/public/talent-roster/${teamId}`, `/public/talent-details/${teamId}`]) {
      const html = await page(path);
      expect(titleOf(html)).toBe('Northstar &quot;Talent&quot; &lt;b&gt;&amp;&lt;/b&gt; · Talent Pitch Pro');
      expect(metaOf(html, 'og:title')).toBe('Northstar &quot;Talent&quot; &lt;b&gt;&amp;&lt;/b&gt;');
      expect(metaOf(html, 'og:description')).toBe('We represent creators in Austin.');
      expect(metaOf(html, 'description')).toBe('We represent creators in Austin.');
      expect(metaOf(html, 'og:image')).toBe('http://tpp.test/media/logo.png');
      expect(metaOf(html, 'og:url')).toBe(`http://tpp.test${path}`);
      expect(metaOf(html, 'og:type')).toBe('website');
      expect(metaOf(html, 'og:site_name')).toBe('Talent Pitch Pro');
      expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
      expect(html).not.toContain('<b>&</b>');
    }
  });

  it('a public profile: the creator name, tagline and portrait; escaped', async () => {
    const html = await page(`/public/profile/${creatorId}`);
    expect(metaOf(html, 'og:title')).toBe('Ava &lt;script&gt;alert(1)&lt;/script&gt; Stone');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(metaOf(html, 'og:description')).toBe('Trail runner &amp; &quot;coffee&quot; lover');
    expect(metaOf(html, 'og:image')).toBe('http://tpp.test/api/media/avatar/1.svg');
    const teamPage = await page(`/public/profile/${creatorId}/team/${teamId}`);
    expect(metaOf(teamPage, 'og:title')).toBe('Ava &lt;script&gt;alert(1)&lt;/script&gt; Stone');
  });

  it("a profile without a tagline uses the description's text; another roster's customisations apply there", async () => {
    const other = await api.createTeam('Harbor Lane');
    await addToRoster(api.db, other, creatorId, { customDescription: 'Harbor **custom** words' });
    const html = await page(`/public/profile/${creatorId}/team/${other}`);
    expect(metaOf(html, 'og:description')).toBe('Harbor custom words');
  });

  it('a talent sheet in all three views: public title, creators and first names', async () => {
    const second = (await rosterCreator(api.db, teamId, { fullname: 'Ben Ortiz' })).id;
    const made = await sheet({ description: 'Spring <Launch> "Picks"', creators: [creatorId, second] });
    for (const path of [
      `/public/talent-sheet/${made.publicId}`,
      `/public/talent-sheet/roster-view/${made.publicId}`,
      `/public/talent-sheet-response/${made.publicId}`,
    ]) {
      const html = await page(path);
      expect(titleOf(html)).toBe('Spring &lt;Launch&gt; &quot;Picks&quot; · Talent Pitch Pro');
      expect(metaOf(html, 'og:description')).toBe(
        'Northstar &quot;Talent&quot; &lt;b&gt;&amp;&lt;/b&gt; · 2 creators: Ava, Ben',
      );
      expect(metaOf(html, 'og:image')).toBe('http://tpp.test/media/logo.png');
    }
  });

  it("a sheet without a public title is 'Talent Sheet from {team}'; without a logo the first portrait shows", async () => {
    const plain = await api.createTeam('Plain Agency');
    const creator = (await rosterCreator(api.db, plain, { fullname: 'Cleo Park' })).id;
    const made = await sheet({ team: plain, creators: [creator] });
    const html = await page(`/public/talent-sheet/${made.publicId}`);
    expect(metaOf(html, 'og:title')).toBe('Talent Sheet from Plain Agency');
    expect(metaOf(html, 'og:description')).toBe('Plain Agency · 1 creator: Cleo');
    expect(metaOf(html, 'og:image')).toBe('http://tpp.test/api/media/avatar/1.svg');
  });

  it('a team that requires registration: the card names nobody', async () => {
    const gated = await api.createTeam('Gated Agency', { displayRequireRegistration: true });
    const creator = (await rosterCreator(api.db, gated, { fullname: 'Dana Lee' })).id;
    const made = await sheet({ team: gated, creators: [creator] });
    const html = await page(`/public/talent-sheet/${made.publicId}`);
    expect(metaOf(html, 'og:description')).toBe('Gated Agency · 1 creator');
    expect(metaOf(html, 'og:image')).toBeUndefined();
    expect(metaOf(html, 'twitter:card')).toBe('summary');
  });

  it('an unsubmitted casting-call response has no card; a submitted one has', async () => {
    const made = await sheet({ type: 'casting_call_response', status: 'created', creators: [creatorId] });
    expect(withoutBoot(await page(`/public/talent-sheet/${made.publicId}`))).toBe(SHELL_INDEX_HTML);
    await api.db.query(`UPDATE talent_sheets SET response_status = 'submitted' WHERE id = $1`, [made.id]);
    api.app.get(OpenGraphService).clear();
    expect(metaOf(await page(`/public/talent-sheet/${made.publicId}`), 'og:title')).toBe(
      'Talent Sheet from Northstar &quot;Talent&quot; &lt;b&gt;&amp;&lt;/b&gt;',
    );
  });

  it('a collection and its view-all page: title, team, sheet public titles; only talent sheets count', async () => {
    const one = await sheet({ description: 'Fresh <faces>', creators: [creatorId] });
    const two = await sheet({ description: null });
    const campaign = await sheet({ description: 'Campaign', type: 'campaign' });
    const id = publicId();
    const { rows } = await api.db.query<{ id: number }>(
      `INSERT INTO collections (public_id, team_id, title) VALUES ($1, $2, 'Best "of" 2026') RETURNING id`,
      [id, teamId],
    );
    for (const [position, sheetId] of [one.id, two.id, campaign.id].entries())
      await api.db.query(
        'INSERT INTO collection_sheets (collection_id, sheet_id, position) VALUES ($1, $2, $3)',
        [rows[0]!.id, sheetId, position],
      );
    for (const path of [`/public/collection/${id}`, `/public/collection/view-all/${id}`]) {
      const html = await page(path);
      expect(titleOf(html)).toBe('Best &quot;of&quot; 2026 · Talent Pitch Pro');
      expect(metaOf(html, 'og:description')).toBe(
        'Northstar &quot;Talent&quot; &lt;b&gt;&amp;&lt;/b&gt; · 2 talent sheets: Fresh &lt;faces&gt;, Selected Talent',
      );
      expect(metaOf(html, 'og:image')).toBe('http://tpp.test/media/logo.png');
      expect(metaOf(html, 'og:url')).toBe(`http://tpp.test${path}`);
    }
  });

  it('unknown ids and other pages answer the plain index.html', async () => {
    for (const path of [
      '/public/talent-sheet/unknownSheetId0',
      '/public/collection/unknownCollect0',
      '/public/collection/view-all/unknownCollect0',
      '/public/profile/2147483000',
      `/public/profile/${creatorId}/team/2147483000`,
      '/public/talent-roster/2147483000',
      '/public/talent-roster/99999999999',
      '/public/signin',
      '/talent-sheets',
    ])
      expect(withoutBoot(await page(path))).toBe(SHELL_INDEX_HTML);
  });
});
