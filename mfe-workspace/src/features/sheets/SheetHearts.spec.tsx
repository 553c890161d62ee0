import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { InfluencerLike } from '@tpp/contracts';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { SHEET_HEARTS_TEXTS, SheetHearts } from './SheetHearts';

const like = (id: number, overrides: Partial<InfluencerLike>): InfluencerLike => ({
  id,
  influencer_id: 5,
  salesheet_id: 'S1',
  team_id: 3,
  source: 'brand',
  responder_name: null,
  responder_email: null,
  user_id: null,
  created_at: '2026-11-20T12:00:00Z',
  conversation_id: null,
  ...overrides,
});

let fake: FakeFetch | null = null;
afterEach(() => {
  cleanup();
  fake?.restore();
  fake = null;
});

describe('SheetHearts', () => {
  it("opens who gave the hearts; a brand's heart links to its response in Messages", async () => {
    fake = installFakeFetch(() => ({
      body: {
        likes: [
          like(1, { responder_name: 'Jane at Glow Co', conversation_id: 12 }),
          like(2, { source: 'team', user_id: 4 }),
        ],
      },
    }));
    render(<SheetHearts sheetId="S1" influencerId={5} name="Ava Stone" count={2} />);
    const button = screen.getByRole('button', { name: '2 hearts for Ava Stone' });
    expect(fake.calls).toHaveLength(0);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Hearts for Ava Stone' });
    expect(fake.calls[0]!.url).toBe('/api/user/influencer-likes?salesheet_id=S1&influencer_id=5');
    const response = within(list).getByRole('link', { name: 'View Response from Jane at Glow Co' });
    expect(response.getAttribute('href')).toBe('/messages?conversation_id=12');
    expect(within(list).getByText(SHEET_HEARTS_TEXTS.teamMember)).toBeTruthy();
    expect(within(list).getAllByRole('link')).toHaveLength(1);
  });

  it('says when the hearts could not be loaded and tries again', async () => {
    let fail = true;
    fake = installFakeFetch(() =>
      fail ? { status: 500 } : { body: { likes: [like(1, { conversation_id: 3 })] } },
    );
    render(<SheetHearts sheetId="S1" influencerId={5} name="Ava Stone" count={1} />);
    fireEvent.click(screen.getByRole('button', { name: '1 heart for Ava Stone' }));
    expect(await screen.findByText(SHEET_HEARTS_TEXTS.failed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('link', { name: `View Response from ${SHEET_HEARTS_TEXTS.brand}` }),
    ).toBeTruthy();
  });
});
