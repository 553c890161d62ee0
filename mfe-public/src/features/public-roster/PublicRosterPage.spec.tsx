import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PublicRosterResponse } from '@tpp/contracts';
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
    expect(window.location.search).toBe('?influencer_id=8');
    expect(screen.getByRole('heading', { level: 1, name: 'Ben Ode' })).toBeTruthy();
    expect(fake.callsTo('/api/public/profile/8/team/3')).toHaveLength(1);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '← Back to Roster' }));
    });
    // Back goes through history (popstate arrives asynchronously).
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(await screen.findByRole('list', { name: 'Creators' })).toBeTruthy();
  });

  it('opens the creator named in ?influencer_id directly', async () => {
    fake = fakeNetwork(({ path }) =>
      path === '/api/team/roster/3'
        ? { body: roster() }
        : { status: 404, body: { message: 'The requested influencer could not be found.' } },
    );
    await show('/public/talent-roster/3?influencer_id=99');
    expect(screen.getByRole('heading', { name: 'Influencer not found' })).toBeTruthy();
    expect(screen.getByText('The requested influencer could not be found.')).toBeTruthy();
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
