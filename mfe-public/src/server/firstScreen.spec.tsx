/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { pitchPageOf, type PublicRosterResponse } from '@tpp/contracts';
import { bootDocument } from '@tpp/session';
import { publicTeam, rosterCard } from '@tpp/profile/testing';
import { publicSheet } from '../testing/sheetFixtures';
import { FIRST_SCREEN_CARDS, renderFirstScreen } from './firstScreen';

function roster(count: number): PublicRosterResponse {
  const influencers = Array.from({ length: count }, (_, index) =>
    rosterCard({ id: index + 1, fullname: `Creator Number ${index + 1}` }),
  );
  return {
    team: publicTeam({ team_name: 'Northstar Talent' }),
    influencers,
    stats: {
      creators: count,
      total_reach: 1000,
      reach_by_platform: { instagram: 1000, tiktok: 0, youtube: 0 },
    },
  };
}

function firstDataUrl(path: string): string {
  const pitch = pitchPageOf(path);
  const url = pitch?.page.firstData(pitch.params, '');
  if (!url) throw new Error(`no first data for ${path}`);
  return url;
}

describe('renderFirstScreen (the first screen the API draws into a pitch page)', () => {
  it('draws the team and the first screen of creators of a public roster, as links to their profiles', async () => {
    const path = '/public/talent-roster/3';
    const html = await renderFirstScreen(path, '', { [firstDataUrl(path)]: roster(40) });

    expect(html).toContain('Northstar Talent');
    expect(html).toContain('Creator Number 1<');
    expect(html).toContain(`Creator Number ${FIRST_SCREEN_CARDS}<`);
    expect(html).not.toContain(`Creator Number ${FIRST_SCREEN_CARDS + 1}<`);
    expect(html).toContain('href="?influencer_id=1"');
    // The stat tiles count the whole roster, not the cards drawn.
    expect(html).toMatch(/No of Creators<\/dt><dd>40</);
  });

  it('draws a filtered link of a public roster with its filters (tags, search) applied', async () => {
    const path = '/public/talent-roster/3';
    const data = roster(3);
    data.influencers[1]!.display_tags = ['Fitness'];
    data.influencers[2]!.display_tags = ['Fitness'];
    const html = await renderFirstScreen(path, '?tags=Fitness&q=number+3', { [firstDataUrl(path)]: data });

    expect(html).toContain('Creator Number 3<');
    expect(html).not.toContain('Creator Number 1<');
    expect(html).not.toContain('Creator Number 2<');
    expect(html).toContain('value="number 3"');
    // The card's link keeps the filters, so Back from the profile returns to the same list.
    expect(html).toContain('href="?tags=Fitness&amp;q=number+3&amp;influencer_id=3"');
  });

  it('draws a shared sheet from its first page and escapes what the agency typed', async () => {
    const path = '/public/talent-sheet/roster-view/AbCdEfGhIjKlMnOp';
    const sheet = publicSheet({ description: '<script>alert(1)</script> Spring' }, { total: 3 });
    const html = await renderFirstScreen(path, '', { [firstDataUrl(path)]: sheet });

    expect(html).toContain('Creator 3');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Spring');
    expect(html).not.toContain('<script>');
  });

  it('draws nothing for a page that is not a pitch page, and leaves no boot document behind', async () => {
    expect(await renderFirstScreen('/signin', '', {})).toBeNull();
    await renderFirstScreen('/public/talent-roster/3', '', {
      [firstDataUrl('/public/talent-roster/3')]: roster(1),
    });
    expect(bootDocument()).toBeNull();
  });
});
