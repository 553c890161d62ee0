import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { App } from './App';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('App routes', () => {
  it('replaces /login with /signin', async () => {
    window.history.pushState(null, '', '/login');
    const historyLength = window.history.length;
    await act(async () => {
      render(<App />);
    });
    expect(window.location.pathname).toBe('/signin');
    expect(window.history.length).toBe(historyLength);
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
  });

  it("shows the app's Not Found page, with Sign In and a way home, for a /public address no shared view answers to", () => {
    window.history.pushState(null, '', '/public/no-such-view/abc');
    render(<App />);
    expect(screen.getByRole('heading', { name: 'Not Found!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin');
    expect(screen.getByRole('link', { name: 'Go to Home Page' }).getAttribute('href')).toBe('/');
  });

  it('shows the account-disabled notice with a way to log out', () => {
    window.history.pushState(null, '', '/account-disabled');
    render(<App />);
    expect(screen.getByRole('heading', { name: 'Account Inactive' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log Out' }).getAttribute('href')).toBe('/signout');
  });
});
