import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { API_ERROR_CODES, SHEET_MESSAGES } from '@tpp/contracts';
import { displaySettings } from '@tpp/profile/testing';
import { sessionStore } from '@tpp/session';
import { apiErrorAnswer, type FakeFetch } from '@tpp/ui/testing';
import { VIEWER_EMAIL_KEY, viewerEmailStore } from '../../api/viewerEmail';
import RosterViewPage from './RosterViewPage';
import { fakeNetwork, setUpPublicPageTests } from '../../testing/publicPageTests';
import { publicSheet } from '../../testing/sheetFixtures';

let fake: FakeFetch | null = null;
setUpPublicPageTests();
beforeEach(() => {
  sessionStore.setState({ status: 'ready', user: null });
});
afterEach(() => {
  sessionStore.setState({ status: 'idle', user: null });
});

/** A gated sheet as the server answers a browser that has not passed the gate: no creator. */
function withheldSheet() {
  return publicSheet({
    settings: displaySettings({ displayRequireRegistration: true }),
    access_restricted: true,
    withheld: true,
    influencer_ids: [],
    notes: {},
    reach: 0,
    influencers: [],
  });
}

/**
 * The page of a gated sheet; the server grants the creators once the gate's form was sent
 * (`grants: false`: a browser that keeps no cookie, never granted).
 */
async function show(sheet = withheldSheet(), { grants = true } = {}) {
  let granted = false;
  fake = fakeNetwork(({ path }) => {
    if (path === '/api/public/talent-sheets/AbCdEfGhIjKlMnOp')
      return {
        body: granted
          ? publicSheet({
              settings: displaySettings({ displayRequireRegistration: true }),
              access_restricted: true,
            })
          : sheet,
      };
    if (path === '/api/register-sheet-viewer') {
      granted = grants;
      return { body: { success: true } };
    }
    return { body: { success: true } };
  });
  window.history.pushState(null, '', '/public/talent-sheet/roster-view/AbCdEfGhIjKlMnOp');
  await act(async () => {
    render(<RosterViewPage sheetId="AbCdEfGhIjKlMnOp" />);
  });
}

function gate() {
  return screen.getByTestId('registration-gate');
}

describe('Registration gate', () => {
  it('asks for an email, checks it, registers the viewer and then shows the sheet', async () => {
    await show();
    const dialog = gate();
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.querySelector('.pub-gated-content')).not.toBeNull();
    // A neutral placeholder, no creator: the server sent none.
    expect(screen.getByTestId('gated-placeholder')).toBeTruthy();
    expect(screen.queryByText('Creator 1')).toBeNull();
    // No sheet_view before the viewer is identified.
    expect(fake?.callsTo('/api/analytics')).toHaveLength(0);

    const email = within(dialog).getByLabelText('Email') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: SHEET_MESSAGES.viewTalentSheet }));
    });
    expect(within(dialog).getByRole('alert').textContent).toBe('Email is required');
    fireEvent.change(email, { target: { value: 'buyer@brand' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: SHEET_MESSAGES.viewTalentSheet }));
    });
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter a valid email address');
    expect(fake?.callsTo('/api/register-sheet-viewer')).toHaveLength(0);

    fireEvent.change(email, { target: { value: 'buyer@brand.example' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: SHEET_MESSAGES.viewTalentSheet }));
    });
    expect(fake?.callsTo('/api/register-sheet-viewer')[0]?.body).toEqual({
      email: 'buyer@brand.example',
      talentSheetId: 'AbCdEfGhIjKlMnOp',
    });
    expect(within(dialog).getByText(SHEET_MESSAGES.checkEmailToContinue)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    });
    await act(async () => undefined);
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.querySelector('.pub-gated-content')).toBeNull();
    expect(screen.queryByTestId('gated-placeholder')).toBeNull();
    expect(screen.getAllByText('Creator 1').length).toBeGreaterThan(0);
    expect(window.localStorage.getItem(VIEWER_EMAIL_KEY)).toBe('buyer@brand.example');
    await act(async () => undefined);
    expect(fake?.callsTo('/api/analytics')[0]?.body).toEqual({
      event_type: 'sheet_view',
      data: { sheet_id: 'AbCdEfGhIjKlMnOp', viewer_email: 'buyer@brand.example' },
    });
  });

  it('does not show when the server sent the creators (a browser that passed it, a member of the team)', async () => {
    await show(
      publicSheet({
        settings: displaySettings({ displayRequireRegistration: true }),
        access_restricted: true,
      }),
    );
    expect(gate().hasAttribute('open')).toBe(false);
    expect(screen.queryByTestId('gated-placeholder')).toBeNull();
  });

  it('shows even for a viewer who gave an email before, while the server withholds the creators', async () => {
    window.localStorage.setItem(VIEWER_EMAIL_KEY, 'known@brand.example');
    viewerEmailStore.getState().reload();
    await show();
    expect(gate().hasAttribute('open')).toBe(true);
  });

  it('says so when the browser kept no access after the form (cookies blocked)', async () => {
    await show(withheldSheet(), { grants: false });
    fireEvent.change(within(gate()).getByLabelText('Email'), { target: { value: 'a@b.example' } });
    await act(async () => {
      fireEvent.click(within(gate()).getByRole('button', { name: SHEET_MESSAGES.viewTalentSheet }));
    });
    await act(async () => {
      fireEvent.click(within(gate()).getByRole('button', { name: 'Continue' }));
    });
    expect(gate().hasAttribute('open')).toBe(true);
    expect(within(gate()).getByRole('alert').textContent).toMatch(/Allow cookies/);
  });

  it('names the email field when the server rejects it and explains a rate limit', async () => {
    fake = fakeNetwork(({ path }) => {
      if (path === '/api/public/talent-sheets/AbCdEfGhIjKlMnOp') return { body: withheldSheet() };
      return apiErrorAnswer(429, API_ERROR_CODES.rateLimited, 'Too Many Requests');
    });
    window.history.pushState(null, '', '/public/talent-sheet/roster-view/AbCdEfGhIjKlMnOp');
    await act(async () => {
      render(<RosterViewPage sheetId="AbCdEfGhIjKlMnOp" />);
    });
    fireEvent.change(within(gate()).getByLabelText('Email'), { target: { value: 'a@b.example' } });
    await act(async () => {
      fireEvent.click(within(gate()).getByRole('button', { name: SHEET_MESSAGES.viewTalentSheet }));
    });
    expect(within(gate()).getByRole('alert').textContent).toMatch(/Too many attempts/);
    expect(window.localStorage.getItem(VIEWER_EMAIL_KEY)).toBeNull();
  });
});
