import { describe, expect, it } from '@jest/globals';
import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { sessionStore } from '@tpp/session';
import { apiErrorAnswer, deferred, type FakeAnswer, type FakeFetch } from '@tpp/ui/testing';
import { MagicSignInPage } from './MagicSignInPage';
import { magicLinkReturn } from './returnAfterMagicLink';
import { fakeNetwork, setUpPublicPageTests } from '../../testing/publicPageTests';

let network: FakeFetch;

setUpPublicPageTests();

describe('MagicSignInPage', () => {
  it('verifies a single-use token once under StrictMode, signs in and goes home', async () => {
    const answer = deferred<FakeAnswer>();
    network = fakeNetwork(() => answer.promise);
    window.history.replaceState(null, '', '/magic-signin/token-a');
    render(
      <StrictMode>
        <MagicSignInPage token="token-a" />
      </StrictMode>,
    );
    expect(screen.getByRole('heading', { name: 'Signing you in' })).toBeTruthy();

    const user = { authed: true, id: 3, email: 'ana@agency.com' };
    await act(async () => answer.resolve({ body: { success: true, user } }));
    expect(network.callsTo('/api/user/account/verify-magic-link/token-a')).toHaveLength(1);
    expect(sessionStore.getState().user).toEqual(user);
    expect(window.location.pathname).toBe('/');
  });

  it('goes to the page asked for before signing in, remembered when the link was requested', async () => {
    network = fakeNetwork(() => ({ body: { success: true, user: { authed: true, id: 3 } } }));
    magicLinkReturn.remember('/influencers?page=2');
    window.history.replaceState(null, '', '/magic-signin/token-return');
    await act(async () => {
      render(<MagicSignInPage token="token-return" />);
    });
    expect(window.location.pathname + window.location.search).toBe('/influencers?page=2');
    expect(magicLinkReturn.take()).toBeNull();
  });

  it('shows the server reason and the two ways forward when the link fails', async () => {
    network = fakeNetwork(() =>
      apiErrorAnswer(400, 'INVALID_INPUT', 'This magic link has already been used.'),
    );
    await act(async () => {
      render(<MagicSignInPage token="token-b" />);
    });
    expect(screen.getByRole('heading', { name: 'Sign-in failed' })).toBeTruthy();
    expect(screen.getByText('This magic link has already been used.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request New Link' }).getAttribute('href')).toBe(
      '/request-magic-link',
    );
    expect(screen.getByRole('link', { name: 'Sign In with Password' }).getAttribute('href')).toBe('/signin');
  });

  it('falls back to the spec text when the server gives no reason', async () => {
    network = fakeNetwork(() => ({ status: 502 }));
    await act(async () => {
      render(<MagicSignInPage token="token-c" />);
    });
    expect(
      screen.getByText('This magic link is invalid or has expired. Please request a new one.'),
    ).toBeTruthy();
  });

  it('says the link is invalid without calling the server when the token is missing', () => {
    network = fakeNetwork(() => ({ body: {} }));
    render(<MagicSignInPage />);
    expect(screen.getByText('Invalid magic link')).toBeTruthy();
    expect(network.calls).toHaveLength(0);
  });
});
