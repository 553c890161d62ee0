import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TALENT_MESSAGES, type PublicRosterResponse } from '@tpp/contracts';
import {
  displaySettings,
  influencerProfile,
  publicTeam,
  rosterCard,
  socialAccount,
} from '@tpp/profile/testing';
import type { FakeFetch } from '@tpp/ui/testing';
import PublicRosterPage from './PublicRosterPage';
import { sortCards } from './rosterSort';
import { fakeNetwork, setUpPublicPageTests } from '../../testing/publicPageTests';

let fake: FakeFetch | null = null;
setUpPublicPageTests();

const roster = (
  influencers = [
    rosterCard(),
    rosterCard({ id: 8, fullname: 'Ben Ode', primary_engagement_rate: 5.5, total_reach: 1000 }),
  ],
): PublicRosterResponse => ({
  team: publicTeam(),
  influencers,
  stats: {
    creators: influencers.length,
    total_reach: 251000,
    reach_by_platform: { instagram: 251000, tiktok: 0, youtube: 0 },
  },
});

async function show(path: string) {
  window.history.pushState(null, '', path);
  await act(async () => {
    render(<PublicRosterPage teamId="3" />);
  });
}

describe('sortCards', () => {
  const cards = [
    rosterCard({ id: 1, primary_engagement_rate: 2, total_reach: 10 }),
    rosterCard({ id: 2, primary_engagement_rate: 9, total_reach: 5, hide_engagement_rate: true }),
    rosterCard({ id: 3, primary_engagement_rate: 4, total_reach: 30 }),
  ];
  it('keeps the roster order by default and sorts high to low otherwise', () => {
    expect(sortCards(cards, 'default').map((card) => card.id)).toEqual([1, 2, 3]);
    expect(sortCards(cards, 'followers').map((card) => card.id)).toEqual([3, 1, 2]);
    // A hidden engagement rate never decides the order.
    expect(sortCards(cards, 'engagement').map((card) => card.id)).toEqual([3, 1, 2]);
  });
});

describe('PublicRosterPage', () => {
  it('shows the team, the stat tiles and the cards, and opens a creator in place', async () => {
    fake = fakeNetwork(({ path }) => {
      if (path === '/api/team/roster/3') return { body: roster() };
      if (path === '/api/public/profile/8/team/3')
        return {
          body: {
            team: publicTeam(),
            influencer: influencerProfile({
              id: 8,
              fullname: 'Ben Ode',
              socials: [socialAccount({ audience_followers: null })],
            }),
          },
        };
      return { status: 404, body: { message: 'Not found' } };
    });
    await show('/public/talent-roster/3');
    expect(document.title).toBe('Northstar Talent · Talent Pitch Pro');
    expect(screen.getByText('No of Creators')).toBeTruthy();
    expect(screen.getByText('Social Platforms')).toBeTruthy();
    const cards = screen.getByRole('list', { name: 'Creators' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'engagement' } });
    expect(within(cards).getAllByRole('link')[0]?.textContent).toContain('Ben Ode');

    await act(async () => {
      fireEvent.click(screen.getByText('Ben Ode'));
    });
    // The order chosen is in the address, and stays there while a creator is open.
    expect(window.location.search).toBe('?sort=engagement&influencer_id=8');
    expect(screen.getByRole('heading', { level: 1, name: 'Ben Ode' })).toBeTruthy();
    expect(fake.callsTo('/api/public/profile/8/team/3')).toHaveLength(1);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '← Back to Roster' }));
    });
    // Back goes through history (popstate arrives asynchronously).
    await waitFor(() => expect(window.location.search).toBe('?sort=engagement'));
    expect(await screen.findByRole('list', { name: 'Creators' })).toBeTruthy();
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('engagement');
  });

  it('filters by tag chips; the address holds the filters, and Back undoes a change', async () => {
    fake = fakeNetwork(() => ({
      body: roster([
        rosterCard({ id: 1, fullname: 'Ava Stone', display_tags: ['Fitness', 'Austin'] }),
        rosterCard({ id: 2, fullname: 'Ben Ode', display_tags: ['Fitness'] }),
        rosterCard({ id: 3, fullname: 'Cy Lane', display_tags: [] }),
      ]),
    }));
    await show('/public/talent-roster/3?tags=fitness');
    const names = () =>
      within(screen.getByRole('list', { name: 'Creators' }))
        .getAllByRole('link')
        .map((link) => link.querySelector('.pf-card__name')?.textContent);
    // A shared link's tag is chosen; each card shows its tags.
    expect(names()).toEqual(['Ava Stone', 'Ben Ode']);
    expect(screen.getByRole('status').textContent).toBe('2 creators');
    const tags = screen.getByRole('group', { name: 'Tags' });
    expect(
      within(tags).getByRole('button', { name: 'Fitness 2 creators' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(screen.getAllByRole('list', { name: 'Tags' })[0]!).getByText('Austin')).toBeTruthy();

    await act(async () => {
      fireEvent.click(within(tags).getByRole('button', { name: 'Austin 1 creator' }));
    });
    expect(names()).toEqual(['Ava Stone']);
    expect(window.location.search).toBe('?tags=fitness&tags=Austin');

    // The name search goes into the address too; a platform no creator has leaves none.
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'zz' } });
    expect(window.location.search).toBe('?q=zz&tags=fitness&tags=Austin');
    expect(screen.getByRole('heading', { name: 'No creators match these filters.' })).toBeTruthy();

    await act(async () => {
      window.history.back();
    });
    await waitFor(() => expect(window.location.search).toBe('?tags=fitness&tags=Austin'));
    expect(names()).toEqual(['Ava Stone']);
    expect((screen.getByLabelText('Search by name') as HTMLInputElement).value).toBe('');

    // Clear filters keeps the order only.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    });
    expect(window.location.search).toBe('');
    expect(names()).toEqual(['Ava Stone', 'Ben Ode', 'Cy Lane']);
  });

  it('opens the creator named in ?influencer_id directly', async () => {
    fake = fakeNetwork(({ path }) =>
      path === '/api/team/roster/3'
        ? { body: roster() }
        : { status: 404, body: { message: TALENT_MESSAGES.influencerNotFoundBody } },
    );
    await show('/public/talent-roster/3?influencer_id=99');
    expect(screen.getByRole('heading', { name: TALENT_MESSAGES.influencerNotFoundTitle })).toBeTruthy();
    expect(screen.getByText(TALENT_MESSAGES.influencerNotFoundBody)).toBeTruthy();
  });

  it('says so when the roster has no creators yet, under the team header', async () => {
    fake = fakeNetwork(() => ({ body: roster([]) }));
    await show('/public/talent-roster/3');
    expect(screen.getByText('No creators on this roster yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Northstar Talent' })).toBeTruthy();
  });

  it('offers the contact details of the team', async () => {
    fake = fakeNetwork(() => ({ body: roster() }));
    await show('/public/talent-roster/3');
    fireEvent.click(screen.getByRole('button', { name: 'Contact' }));
    expect(screen.getByText('hello@northstar.example').closest('a')?.getAttribute('href')).toBe(
      'mailto:hello@northstar.example',
    );
  });

  it('shows a not-found state for an unknown roster', async () => {
    fake = fakeNetwork(() => ({ status: 404, body: { message: 'Not found' } }));
    await show('/public/talent-roster/3');
    expect(screen.getByRole('heading', { name: 'Roster not found' })).toBeTruthy();
  });

  it("lays the cards out by the team's flags: old roster rows, full photos, rounded portraits", async () => {
    const shown = async (flags: Parameters<typeof displaySettings>[0]) => {
      fake?.restore();
      fake = fakeNetwork(() => ({
        body: { ...roster(), team: publicTeam({ display_settings: displaySettings(flags) }) },
      }));
      const view = render(<PublicRosterPage teamId="3" />);
      const list = await screen.findByRole('list', { name: 'Creators' });
      const className = list.className;
      view.unmount();
      return className;
    };
    expect(await shown({})).toBe('pf-cards');
    expect(await shown({ displayOldRoster: true })).toBe('pf-cards pf-cards--old');
    expect(await shown({ displayUseRosterFullPhoto: true, displayUseOldRoundedPortraits: true })).toBe(
      'pf-cards pf-cards--full-photo pf-cards--rounded',
    );
  });
});
