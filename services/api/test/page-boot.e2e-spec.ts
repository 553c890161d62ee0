import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CSRF_COOKIE, SPLASH_ID, type UserStatus } from '@tpp/contracts';
import { createSheet, rosterCreators } from './factories/sheets.js';
import { bootOf, makeStaticRoot } from './support/static-root.js';
import { useTestApi } from './support/test-api.js';

/**
 * What a page's HTML carries so its first screen needs no round trip: the boot
 * document (remotes, session status, the remote's manifest, a pitch page's first data), preload
 * links for the code the page runs, and a first paint with the team's name.
 */

/** A built shell and mfe-public as the rspack build writes them (page-assets.json, mf-manifest.json). */
async function addBuiltApps(root: string): Promise<void> {
  const files: Record<string, unknown> = {
    'shell/dist/page-assets.json': {
      main: { files: ['main.0badc0de.js'], children: ['bootstrap.1111aaaa.js', 'bootstrap.2222bbbb.css'] },
    },
    'shell/dist/mf-manifest.json': {
      shared: [{ name: 'react', assets: { js: { sync: ['121.aaaa0000.js'] } } }],
    },
    'mfe-public/dist/mf-manifest.json': {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ assets: { js: { sync: ['expose.3333cccc.js'] }, css: { sync: [] } } }],
      shared: [
        { name: 'react', assets: { js: { sync: ['121.aaaa0000.js'] }, css: { sync: [] } } },
        {
          name: '@tpp/profile',
          assets: {
            js: { sync: ['887.4444dddd.js'] },
            css: { sync: ['123.5555eeee.css', '504.5555eeee.css'] },
          },
        },
      ],
    },
    'mfe-public/dist/page-assets.json': {
      'page-public-roster': {
        files: ['page-public-roster.6666ffff.js'],
        children: ['121.aaaa0000.js', '887.4444dddd.js', '504.5555eeee.css'],
      },
    },
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), JSON.stringify(content));
  }
}

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)">/g)].map((m) => m[2]!);

describe('the boot document and preloads of a page', () => {
  const api = useTestApi(async () => {
    const root = await makeStaticRoot();
    await addBuiltApps(root);
    return { env: { STATIC_ROOT: root } };
  });
  let teamId: number;

  beforeAll(async () => {
    teamId = await api.createTeam('Northstar </script><script>alert(1)</script> & Co', {
      displayAccentColor: '#123456',
    });
  });

  it('a public roster carries its answer, the session status and the manifest, and preloads its code', async () => {
    await rosterCreators(api.db, teamId, 2);
    const response = await api.browser().get(`/public/talent-roster/${teamId}`, { csrf: false });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const boot = bootOf(response.body);
    const roster = await api.browser().get(`/api/team/roster/${teamId}`, { csrf: false });
    expect(boot.answers).toEqual({
      '/api/status': { authed: false },
      [`/api/team/roster/${teamId}`]: roster.json(),
    });
    expect(Object.keys(boot.manifests)).toEqual(['/assets/mfe-public/mf-manifest.json']);
    // The shell's start chunks, then the remote's entry, exposed module and page chunk; never the
    // remote's copy of what the shell shares (react), and a shared module's CSS as the runtime loads it.
    expect(preloads(response.body)).toEqual([
      '/assets/shell/bootstrap.1111aaaa.js',
      '/assets/shell/bootstrap.2222bbbb.css',
      '/assets/mfe-public/remoteEntry.js',
      '/assets/mfe-public/expose.3333cccc.js',
      '/assets/mfe-public/page-public-roster.6666ffff.js',
      '/assets/mfe-public/887.4444dddd.js',
      '/assets/mfe-public/123.5555eeee.css',
    ]);
    // The session status hands out the CSRF cookie with the page: no token round trip later.
    expect(String(response.headers['set-cookie'])).toContain(`${CSRF_COOKIE}=`);
  });

  it('escapes the team name in the boot document and the first paint', async () => {
    const html = (await api.browser().get(`/public/talent-roster/${teamId}`, { csrf: false })).body;
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain(
      `<div id="${SPLASH_ID}" aria-hidden="true"><div class="sp-wrap"><p class="sp-name">Northstar &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co</p>`,
    );
    expect(html).toContain('--splash-accent:#123456');
    expect(bootOf(html).answers[`/api/team/roster/${teamId}`]).toMatchObject({
      team: { team_name: 'Northstar </script><script>alert(1)</script> & Co' },
    });
  });

  it('a shared sheet carries the page the address asks for, 15 a page or 18 in the roster view', async () => {
    const user = await api.createUser({ teamId, role: 'team_admin' });
    const browser = await api.signedIn(user);
    const ids = await rosterCreators(api.db, teamId, 20);
    const { sheet_id: sheetId } = await createSheet(browser, ids);
    const single = bootOf((await api.browser().get(`/public/talent-sheet/${sheetId}?page=2`)).body);
    expect(Object.keys(single.answers)).toEqual([
      '/api/status',
      `/api/public/talent-sheets/${sheetId}?page=2&limit=15`,
    ]);
    expect(single.answers[`/api/public/talent-sheets/${sheetId}?page=2&limit=15`]).toMatchObject({ page: 2 });
    const grid = bootOf((await api.browser().get(`/public/talent-sheet/roster-view/${sheetId}`)).body);
    expect(Object.keys(grid.answers)).toContain(`/api/public/talent-sheets/${sheetId}?page=1&limit=18`);
  });

  it('the session status is the visitor’s own', async () => {
    const user = await api.createUser({ teamId });
    const browser = await api.signedIn(user);
    const boot = bootOf((await browser.get('/influencers')).body);
    expect((boot.answers['/api/status'] as UserStatus).email).toBe(user.email);
  });

  it('no first data and no first paint for an address that names nothing', async () => {
    for (const path of [
      '/public/talent-roster/2147483000',
      '/public/talent-roster/abc',
      '/public/talent-sheet/x',
    ]) {
      const html = (await api.browser().get(path)).body;
      expect(Object.keys(bootOf(html).answers)).toEqual(['/api/status']);
      expect(html).not.toContain(SPLASH_ID + '"');
    }
  });

  it('a signed-out visitor of a team page is not sent the workspace code', async () => {
    const html = (await api.browser().get('/influencers')).body;
    expect(preloads(html).some((url) => url?.includes('mfe-workspace'))).toBe(false);
    expect(bootOf(html).manifests).toEqual({});
  });
});

/**
 * The first screen drawn by mfe-public's server renderer (dist-server/first-screen.cjs; the
 * real one is tested in mfe-public and end to end). Here a stand-in with the same export shows
 * what the API hands it and what it does with the answer, and that a failing or missing renderer
 * leaves the skeleton first paint.
 */
describe('the first screen drawn into a pitch page', () => {
  let root: string;
  const renderer = () => join(root, 'mfe-public', 'dist-server', 'first-screen.cjs');
  const api = useTestApi(async () => {
    root = await makeStaticRoot();
    await addBuiltApps(root);
    await mkdir(join(renderer(), '..'), { recursive: true });
    await writeFile(
      renderer(),
      `exports.renderFirstScreen = async (path, search, answers) => {
        const [url, answer] = Object.entries(answers)[0];
        if (answer.team.team_name === 'Broken Co') throw new Error('The renderer failed');
        return '<main class="drawn">' + [path, search, url, answer.team.team_name].join('|') + '</main>';
      };`,
    );
    return { env: { STATIC_ROOT: root } };
  });

  it('draws the page from its first data, with its stylesheets in the head', async () => {
    const teamId = await api.createTeam('Drawn Co');
    await rosterCreators(api.db, teamId, 2);
    const html = (await api.browser().get(`/public/talent-roster/${teamId}?influencer_id=5`)).body;

    expect(html).toContain(
      `<div id="${SPLASH_ID}" class="sp-drawn"><main class="drawn">/public/talent-roster/${teamId}|` +
        `?influencer_id=5|/api/team/roster/${teamId}|Drawn Co</main></div>`,
    );
    // The drawn screen needs the page's styles for the first paint; scripts stay preloads.
    expect(html).toContain('<link rel="stylesheet" href="/assets/shell/bootstrap.2222bbbb.css">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/mfe-public/123.5555eeee.css">');
    expect(preloads(html)).not.toContain('/assets/shell/bootstrap.2222bbbb.css');
    expect(preloads(html)).toContain('/assets/mfe-public/page-public-roster.6666ffff.js');
  });

  it('a renderer that fails leaves the skeleton first paint and the page', async () => {
    const teamId = await api.createTeam('Broken Co');
    const response = await api.browser().get(`/public/talent-roster/${teamId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<div id="${SPLASH_ID}" aria-hidden="true"><div class="sp-wrap">`);
    expect(response.body).toContain(
      '<link rel="preload" as="style" href="/assets/shell/bootstrap.2222bbbb.css">',
    );
    expect(bootOf(response.body).answers).toHaveProperty(`/api/team/roster/${teamId}`);
  });
});
