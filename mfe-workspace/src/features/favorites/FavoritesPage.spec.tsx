import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { FavoriteInfluencer } from '@tpp/contracts';
import { sessionStore } from '@tpp/session';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { rosterRow } from '../../testing/roster.fixtures';
import { FavoritesPage } from './FavoritesPage';

const favorite = (id: number, fullname: string, liked: boolean): FavoriteInfluencer => ({
  ...rosterRow(id, { fullname }),
  like_count: liked ? 2 : 1,
  last_liked_at: '2026-11-20T12:00:00Z',
  sheets: [{ id: 'S1', title: 'Spring Beauty Picks' }],
  liked_by_me: liked,
  responses: [],
});

let fake: FakeFetch | null = null;
beforeEach(() => {
  sessionStore.setState({ user: { selectedTeamId: 3, primary_team_id: 3 } } as never);
});
afterEach(() => {
  cleanup();
  fake?.restore();
});

describe('FavoritesPage', () => {
  it('lists favorites with the sheets the likes came from and toggles my own heart', async () => {
    fake = installFakeFetch((request) =>
      request.path === '/api/user/influencer-likes'
        ? { body: { success: true } }
        : {
            body: {
              influencers: [favorite(1, 'Ava Stone', false), favorite(2, 'Ben Ortiz', true)],
              total: 2,
              page: 1,
              limit: 50,
            },
          },
    );
    render(<FavoritesPage />);
    const row = (await screen.findByText('Ava Stone')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Spring Beauty Picks' }).getAttribute('href')).toBe(
      '/talent-sheet/S1',
    );

    const heart = within(row).getByRole('button', { name: 'My favorite: Ava Stone' });
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(within(row).getByText('2')).toBeTruthy();
    expect(fake.callsTo('/api/user/influencer-likes')[0]).toEqual({
      method: 'POST',
      path: '/api/user/influencer-likes',
      body: { influencer_id: 1, team_id: 3 },
    });

    fireEvent.click(screen.getByRole('button', { name: 'My favorite: Ben Ortiz' }));
    await waitFor(() => expect(fake!.callsTo('/api/user/influencer-likes')).toHaveLength(2));
    expect(fake.callsTo('/api/user/influencer-likes')[1]!.method).toBe('DELETE');
  });

  it('links each brand response that liked a creator to its conversation in Messages', async () => {
    fake = installFakeFetch(() => ({
      body: {
        influencers: [
          {
            ...favorite(1, 'Ava Stone', false),
            responses: [
              { conversation_id: 12, responder_name: 'Jane at Glow Co' },
              { conversation_id: 9, responder_name: 'Sam at Luxe' },
            ],
          },
          favorite(2, 'Ben Ortiz', true),
        ],
        total: 2,
        page: 1,
        limit: 50,
      },
    }));
    render(<FavoritesPage />);
    const row = (await screen.findByText('Ava Stone')).closest('tr')!;
    const links = within(row).getAllByRole('link', { name: /^View Response/ });
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['View Response from Jane at Glow Co', '/messages?conversation_id=12'],
      ['View Response from Sam at Luxe', '/messages?conversation_id=9'],
    ]);
    const other = screen.getByText('Ben Ortiz').closest('tr')!;
    expect(within(other).queryByRole('link', { name: /View Response/ })).toBeNull();
  });

  it('shows an empty state without favorites', async () => {
    fake = installFakeFetch(() => ({ body: { influencers: [], total: 0, page: 1, limit: 50 } }));
    render(<FavoritesPage />);
    expect(await screen.findByText('No favorites yet.')).toBeTruthy();
  });
});
