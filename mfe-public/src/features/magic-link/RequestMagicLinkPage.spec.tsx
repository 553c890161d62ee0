import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { RequestMagicLinkPage } from './RequestMagicLinkPage';
import { magicLinkReturn } from './returnAfterMagicLink';
import { fill, press } from '../../testing/publicPageTests';

let network: FakeFetch;

afterEach(() => {
  network.restore();
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

async function send(email: string) {
  fill('Email', email);
  await press('Send Sign-in Link');
}

describe('RequestMagicLinkPage', () => {
  it('confirms with the check-your-email screen', async () => {
    network = installFakeFetch(() => ({ body: { success: true, message: 'sent' } }));
    render(<RequestMagicLinkPage />);
    await send('ana@agency.com');
    expect(network.callsTo('/api/user/account/request-magic-link')[0]?.body).toEqual({
      email: 'ana@agency.com',
    });
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(
      screen.getByText("If an account exists with that email address, we've sent you a sign-in link..."),
    ).toBeTruthy();
    expect(screen.getByText('The link will expire in 15 minutes.')).toBeTruthy();
  });

  it('shows the server message, or the fallback text, on failure', async () => {
    network = installFakeFetch(() => ({ status: 500 }));
    render(<RequestMagicLinkPage />);
    await send('ana@agency.com');
    expect(screen.getByRole('alert').textContent).toBe('Could not send magic link');
  });

  it('remembers the page asked for before signing in, for the tab the mailed link opens', async () => {
    network = installFakeFetch(() => ({ body: { success: true, message: 'sent' } }));
    window.history.replaceState(null, '', '/request-magic-link?next=%2Ftalent-sheet%2Fabc%3Fview%3D1');
    render(<RequestMagicLinkPage />);
    expect(screen.getByRole('link', { name: 'Sign in with a password instead' }).getAttribute('href')).toBe(
      '/signin?next=%2Ftalent-sheet%2Fabc%3Fview%3D1',
    );
    await send('ana@agency.com');
    expect(magicLinkReturn.take()).toBe('/talent-sheet/abc?view=1');
    expect(magicLinkReturn.take()).toBeNull();
  });

  it('remembers nothing for an unsafe next', async () => {
    network = installFakeFetch(() => ({ body: { success: true, message: 'sent' } }));
    window.history.replaceState(null, '', '/request-magic-link?next=https%3A%2F%2Fevil.example');
    render(<RequestMagicLinkPage />);
    await send('ana@agency.com');
    expect(magicLinkReturn.take()).toBeNull();
  });
});
