import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SHEET_ERROR_CODES, SHEET_LIMITS, SHEET_MESSAGES, type PublicTalentSheet } from '@tpp/contracts';
import type { FakeFetch } from '@tpp/ui/testing';
import PublicSheetPage from './PublicSheetPage';
import { fakeNetwork, openResponseForm, setUpPublicPageTests } from '../../testing/publicPageTests';
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

  it('lets the brand mark creators on any page with the heart and send a response; the thank-you screen shows what was sent and leads back', async () => {
    fake = fakeNetwork(({ path, query }) => {
      if (path === '/api/talent-sheet-response-form') return { body: { success: true } };
      const page = Number(query.get('page') ?? 1);
      return { body: publicSheet({}, { total: 20, page, limit: SHEET_LIMITS.publicSheetPageSize }) };
    });
    window.history.pushState(null, '', '/public/talent-sheet/AbCdEfGhIjKlMnOp');
    await act(async () => {
      render(<PublicSheetPage sheetId="AbCdEfGhIjKlMnOp" />);
    });
    const heart = (name: string) => screen.getByRole('button', { name: `Like ${name}` });
    expect(screen.getByText('No creators marked yet')).toBeTruthy();
    fireEvent.click(heart('Creator 2'));
    expect(heart('Creator 2').getAttribute('aria-pressed')).toBe('true');
    expect(heart('Creator 2').closest('li')?.className).toContain('pf-card--pressed');
    // The photo still opens the profile: it stays a link.
    expect(screen.getAllByRole('link', { name: /Creator 2/ })[0]?.getAttribute('href')).toBe(
      '/public/talent-sheet/AbCdEfGhIjKlMnOp?influencer_id=2',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    });
    fireEvent.click(heart('Creator 17'));
    expect(screen.getByText('2 creators marked')).toBeTruthy();
    // Back on page 1 the first mark is still there; one more, earlier on the sheet.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    });
    expect(heart('Creator 2').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart('Creator 1'));
    fireEvent.click(heart('Creator 1'));
    fireEvent.click(heart('Creator 1'));
    expect(screen.getByText('3 creators marked')).toBeTruthy();

    const form = await openResponseForm();
    expect(within(form).getByText('You marked 3 creators as interesting.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Jo Buyer' } });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'jo@brand.example' } });
    fireEvent.change(within(form).getByLabelText('Comments (optional)'), {
      target: { value: 'Creator 17 first,\nplease.' },
    });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Send Response', hidden: true }));
    });
    expect(fake!.callsTo('/api/talent-sheet-response-form')[0]?.body).toEqual({
      talent_sheet_id: 'AbCdEfGhIjKlMnOp',
      liked_influencers: [1, 2, 17],
      responderName: 'Jo Buyer',
      responderEmail: 'jo@brand.example',
      comments: 'Creator 17 first,\nplease.',
    });
    const sent = screen.getByRole('region', { name: 'Your response' });
    expect(
      within(sent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Creator 1', 'Creator 2', 'Creator 17']);
    expect(within(sent).getByText(/Creator 17 first,/).textContent).toBe('Creator 17 first,\nplease.');
    const back = screen.getByRole('link', { name: 'Back to the sheet' });
    expect(back.getAttribute('href')).toBe('/public/talent-sheet/AbCdEfGhIjKlMnOp');
    fireEvent.click(back);
    expect(screen.getByRole('list', { name: 'Creators' })).toBeTruthy();
    expect(screen.getByText('No creators marked yet')).toBeTruthy();
  });

  it('says so when the sheet has no creators', async () => {
    fake = fakeNetwork(() => ({ body: publicSheet({}, { total: 0 }) }));
    window.history.pushState(null, '', '/public/talent-sheet/AbCdEfGhIjKlMnOp');
    await act(async () => {
      render(<PublicSheetPage sheetId="AbCdEfGhIjKlMnOp" />);
    });
    expect(screen.getByRole('heading', { name: 'No creators on this sheet yet.' })).toBeTruthy();
  });

  it('says a deleted sheet is no longer available, and shows nothing of it', async () => {
    fake = fakeNetwork(() => ({
      status: 404,
      body: {
        statusCode: 404,
        error: SHEET_ERROR_CODES.sheetUnavailable,
        message: SHEET_MESSAGES.sheetUnavailable,
      },
    }));
    window.history.pushState(null, '', '/public/talent-sheet/AbCdEfGhIjKlMnOp');
    await act(async () => {
      render(<PublicSheetPage sheetId="AbCdEfGhIjKlMnOp" />);
    });
    expect(await screen.findByRole('heading', { name: SHEET_MESSAGES.sheetUnavailable })).toBeTruthy();
    expect(screen.getByText(SHEET_MESSAGES.sheetUnavailableDetail)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Creators' })).toBeNull();
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
