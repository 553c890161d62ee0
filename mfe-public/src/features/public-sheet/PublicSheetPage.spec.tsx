import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SHEET_LIMITS, type PublicTalentSheet } from '@tpp/contracts';
import type { FakeFetch } from '@tpp/ui/testing';
import PublicSheetPage from './PublicSheetPage';
import { fakeNetwork, setUpPublicPageTests } from '../../testing/publicPageTests';
import { publicSheet, sheetCreator } from '../../testing/sheetFixtures';

let fake: FakeFetch | null = null;
setUpPublicPageTests();

describe('PublicSheetPage', () => {
  it('shows 15 creators a page with their notes and pages through ?page', async () => {
    fake = fakeNetwork(({ query }) => {
      const page = Number(query.get('page'));
      const sheet = publicSheet({}, { total: 20, page, limit: SHEET_LIMITS.publicSheetPageSize });
      sheet.influencers[0] = sheetCreator(sheet.influencers[0]?.id ?? 1, {
        note_html:
          '<p>See <a href="https://brand.example/" rel="noopener noreferrer nofollow">the reel</a></p>',
      });
      return { body: sheet };
    });
    window.history.pushState(null, '', '/public/talent-sheet/AbCdEfGhIjKlMnOp');
    await act(async () => {
      render(<PublicSheetPage sheetId="AbCdEfGhIjKlMnOp" />);
    });
    expect(fake!.calls.map((call) => call.url)[0]).toBe(
      '/api/public/talent-sheets/AbCdEfGhIjKlMnOp?page=1&limit=15',
    );
    const list = screen.getByRole('list', { name: 'Creators' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    expect(within(list).getByRole('link', { name: 'the reel' }).getAttribute('href')).toBe(
      'https://brand.example/',
    );
    expect(screen.getByText('Note 2')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    });
    expect(window.location.search).toBe('?page=2');
    expect(fake!.calls.map((call) => call.url).at(-1)).toBe(
      '/api/public/talent-sheets/AbCdEfGhIjKlMnOp?page=2&limit=15',
    );
    expect(within(screen.getByRole('list', { name: 'Creators' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('says so when the sheet has no creators', async () => {
    fake = fakeNetwork(() => ({ body: publicSheet({}, { total: 0 }) }));
    window.history.pushState(null, '', '/public/talent-sheet/AbCdEfGhIjKlMnOp');
    await act(async () => {
      render(<PublicSheetPage sheetId="AbCdEfGhIjKlMnOp" />);
    });
    expect(screen.getByRole('heading', { name: 'No creators on this sheet yet.' })).toBeTruthy();
  });

  it('shows the old one-sheet (displayUseOldOneSheet): a grid of cards with their notes, in the roster layout', async () => {
    const render_ = async (flags: Partial<PublicTalentSheet['settings']>) => {
      fake?.restore();
      fake = fakeNetwork(() => {
        const sheet = publicSheet();
        return { body: { ...sheet, settings: { ...sheet.settings, ...flags } } };
      });
      const view = render(<PublicSheetPage sheetId="AbCdEfGhIjKlMnOp" />);
      const list = await screen.findByRole('list', { name: 'Creators' });
      const result = { className: list.className, note: within(list).queryByText('Note 1') !== null };
      view.unmount();
      return result;
    };
    expect(await render_({})).toEqual({ className: 'pf-cards ps-rows', note: true });
    expect(await render_({ displayUseOldOneSheet: true })).toEqual({ className: 'pf-cards', note: true });
    expect(await render_({ displayUseOldOneSheet: true, displayOldRoster: true })).toEqual({
      className: 'pf-cards pf-cards--old',
      note: true,
    });
    expect(await render_({ displayUseOldRoundedPortraits: true })).toEqual({
      className: 'pf-cards ps-rows pf-cards--rounded',
      note: true,
    });
  });
});
