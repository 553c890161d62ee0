import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SHEET_MESSAGES } from '@tpp/contracts';
import { influencerProfile, publicTeam, socialAccount } from '@tpp/profile/testing';
import type { FakeFetch } from '@tpp/ui/testing';
import RosterViewPage from './RosterViewPage';
import { fakeNetwork, setUpPublicPageTests } from '../../testing/publicPageTests';
import { publicSheet } from '../../testing/sheetFixtures';

// Role queries over 18 to 40 full cards take seconds in jsdom on a busy 2-core machine.
jest.setTimeout(20_000);

let fake: FakeFetch | null = null;
setUpPublicPageTests();

const SHEET = '/api/public/talent-sheets/AbCdEfGhIjKlMnOp';

async function show(path: string) {
  window.history.pushState(null, '', path);
  await act(async () => {
    render(<RosterViewPage sheetId="AbCdEfGhIjKlMnOp" />);
  });
}

/** The names on the cards (plain DOM reads: role queries over 40 cards are slow in jsdom). */
function cardNames() {
  const list = document.querySelector('ul[aria-label="Creators"]');
  return [...(list?.querySelectorAll(':scope > li') ?? [])].map(
    (item) => item.querySelector('.pf-card__name')?.textContent,
  );
}

describe('RosterViewPage', () => {
  it('shows 18 creators, the heading, the prompt and the title, and loads the next page on Load More', async () => {
    fake = fakeNetwork(({ path, query }) => {
      if (path === SHEET) {
        const page = Number(query.get('page'));
        expect(query.get('limit')).toBe('18');
        return { body: publicSheet({}, { total: 40, page, limit: 18 }) };
      }
      return { body: { success: true } };
    });
    await show('/public/talent-sheet/roster-view/AbCdEfGhIjKlMnOp');
    expect(document.title).toBe('Spring launch · Talent Pitch Pro');
    expect(screen.getByRole('heading', { name: 'Spring launch' })).toBeTruthy();
    expect(screen.getByText(SHEET_MESSAGES.clickForAnalytics)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contact' })).toBeTruthy();
    expect(cardNames()).toHaveLength(18);
    expect(screen.getAllByText('Note 1')).toHaveLength(1);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    });
    expect(cardNames()).toHaveLength(36);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    });
    expect(cardNames()).toHaveLength(40);
    expect(cardNames()[39]).toBe('Creator 40');
    // All loaded: no more button.
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    // sheet_view went out once, with the sheet id.
    const views = fake.callsTo('/api/analytics').map((call) => call.body);
    expect(views).toEqual([{ event_type: 'sheet_view', data: { sheet_id: 'AbCdEfGhIjKlMnOp' } }]);
  });

  it("starts at ?page and says 'Error loading more' when the next page fails", async () => {
    fake = fakeNetwork(({ path, query }) => {
      if (path === SHEET) {
        const page = Number(query.get('page'));
        if (page === 3) return { status: 500, body: { message: 'boom' } };
        return { body: publicSheet({ description: null }, { total: 60, page, limit: 18 }) };
      }
      return { body: { success: true } };
    });
    await show('/public/talent-sheet/roster-view/AbCdEfGhIjKlMnOp?page=2');
    expect(document.title).toBe('Talent Sheet from Northstar Talent');
    expect(screen.getByRole('heading', { name: 'Selected Talent' })).toBeTruthy();
    expect(cardNames()[0]).toBe('Creator 19');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(SHEET_MESSAGES.loadMoreFailed);
    expect(cardNames()).toHaveLength(18);
    // The button stays to try again.
    expect(screen.getByRole('button', { name: 'Load More' })).toBeTruthy();
  });

  it('opens a creator inside the sheet with the note, tracks the click and goes back to the grid', async () => {
    fake = fakeNetwork(({ path }) => {
      if (path === SHEET) return { body: publicSheet() };
      if (path === '/api/public/talent-sheet-profile')
        return {
          body: {
            team: publicTeam(),
            influencer: influencerProfile({
              id: 2,
              fullname: 'Creator 2',
              socials: [socialAccount({ audience_followers: null })],
            }),
            salesheet_id: 'AbCdEfGhIjKlMnOp',
            note: 'Great for **launches**',
            note_html: '<p>Great for launches</p>',
          },
        };
      return { body: { success: true } };
    });
    await show('/public/talent-sheet/roster-view/AbCdEfGhIjKlMnOp');
    await act(async () => {
      fireEvent.click(screen.getAllByRole('link', { name: /Creator 2/ })[0] as HTMLElement);
    });
    expect(window.location.search).toBe('?influencer_id=2');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Creator 2' })).toBeTruthy());
    expect(screen.getByRole('complementary', { name: 'Note from the team' }).textContent).toBe(
      'Great for launches',
    );
    expect(screen.queryByText(SHEET_MESSAGES.clickForAnalytics)).toBeNull();
    const profileCall = fake!.calls
      .map((call) => call.url)
      .find((url) => url.startsWith('/api/public/talent-sheet-profile'));
    expect(profileCall).toBe(
      '/api/public/talent-sheet-profile?salesheet_id=AbCdEfGhIjKlMnOp&influencer_id=2',
    );

    // Following a social link sends social_view.
    fireEvent.click(screen.getAllByRole('link', { name: /^@/ })[0] as HTMLElement);
    await waitFor(() => expect(fake?.callsTo('/api/analytics')).toHaveLength(3));
    const events = fake.callsTo('/api/analytics').map((call) => call.body);
    expect(events).toContainEqual({
      event_type: 'sheet_click_influencer',
      data: { sheet_id: 'AbCdEfGhIjKlMnOp', influencer_id: 2 },
    });
    expect(events).toContainEqual({
      event_type: 'social_view',
      data: {
        platform: 'instagram',
        influencer_id: 2,
        sheet_id: 'AbCdEfGhIjKlMnOp',
        url: 'https://instagram.com/ava.styles',
      },
    });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '← Back to sheet' }));
    });
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getByText(SHEET_MESSAGES.clickForAnalytics)).toBeTruthy();
    expect(cardNames()).toHaveLength(3);
  });

  it("shows 'Loading...' while fetching, Not Found for an unknown id and the server's error as the heading", async () => {
    const answer: () => { status?: number; body?: unknown } = () => ({
      status: 404,
      body: { message: 'Not found' },
    });
    let release: () => void = () => undefined;
    fake = fakeNetwork(
      () =>
        new Promise((resolve) => {
          release = () => resolve(answer());
        }),
    );
    await show('/public/talent-sheet/roster-view/AbCdEfGhIjKlMnOp');
    expect(screen.getByText(SHEET_MESSAGES.loading)).toBeTruthy();
    await act(async () => release());
    expect(screen.getByRole('heading', { name: 'Talent sheet not found' })).toBeTruthy();
    expect(document.title).toBe('Talent sheet not found · Talent Pitch Pro');
  });

  it('shows the error text of a sheet answer as the heading, and an empty sheet', async () => {
    fake = fakeNetwork(() => ({ body: publicSheet({ error: 'This sheet has been archived' }) }));
    await show('/public/talent-sheet/roster-view/AbCdEfGhIjKlMnOp');
    expect(screen.getByRole('heading', { name: 'This sheet has been archived' })).toBeTruthy();
  });

  it('does not call the API for a malformed id', async () => {
    fake = fakeNetwork(() => ({ status: 500 }));
    window.history.pushState(null, '', '/public/talent-sheet/roster-view/x');
    await act(async () => {
      render(<RosterViewPage sheetId="<script>" />);
    });
    expect(fake.calls).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Talent sheet not found' })).toBeTruthy();
  });
});
