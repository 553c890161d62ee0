import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { sessionStore } from '@tpp/session';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { SignInPage } from './SignInPage';

let network: FakeFetch;

afterEach(() => {
  network.restore();
  sessionStore.setState({ status: 'idle', user: null });
  window.history.replaceState(null, '', '/');
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  });
}

describe('SignInPage', () => {
  it('requires an email before calling the server', async () => {
    network = installFakeFetch(() => ({ body: {} }));
    render(<SignInPage />);
    fill('Password', 'secret-pass');
    await submit();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(network.calls).toHaveLength(0);
    expect(document.title).toBe('Sign In · Talent Pitch Pro');
  });

  it('signs in, stores the user and goes home', async () => {
    const user = { authed: true, id: 7, email: 'ana@agency.com' };
    network = installFakeFetch(() => ({ body: { success: true, user } }));
    window.history.replaceState(null, '', '/signin');
    render(<SignInPage />);
    fill('Email', ' ana@agency.com ');
    fill('Password', 'secret-pass');
    await submit();
    expect(network.callsTo('/api/user/account/signin')).toEqual([
      {
        method: 'POST',
        path: '/api/user/account/signin',
        body: { email: 'ana@agency.com', password: 'secret-pass' },
      },
    ]);
    expect(sessionStore.getState().user).toEqual(user);
    expect(window.location.pathname).toBe('/');
  });

  it("shows 'Sign-in not successful' for three seconds after a wrong password", async () => {
    network = installFakeFetch(() => ({
      status: 401,
      body: { statusCode: 401, error: 'INVALID_CREDENTIALS', message: 'Sign-in not successful' },
    }));
    render(<SignInPage />);
    fill('Email', 'ana@agency.com');
    fill('Password', 'wrong');
    jest.useFakeTimers();
    try {
      await submit();
      expect(screen.getByRole('alert').textContent).toBe('Sign-in not successful');
      act(() => jest.advanceTimersByTime(2999));
      expect(screen.getByText('Sign-in not successful')).toBeTruthy();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('Sign-in not successful')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  const LIMIT = 'Too many sign-in attempts. Please wait 2 minutes and try again.';
  const limited = () =>
    installFakeFetch(() => ({
      status: 429,
      headers: { 'retry-after': '120' },
      body: { statusCode: 429, error: 'RATE_LIMITED', message: LIMIT },
    }));

  it('keeps the limit message on screen past three seconds, until the wait it names is over', async () => {
    network = limited();
    render(<SignInPage />);
    fill('Email', 'ana@agency.com');
    fill('Password', 'secret-pass');
    jest.useFakeTimers();
    try {
      await submit();
      expect(screen.getByRole('alert').textContent).toBe(LIMIT);
      expect(screen.queryByText('Sign-in not successful')).toBeNull();
      act(() => jest.advanceTimersByTime(119_999));
      expect(screen.getByRole('alert').textContent).toBe(LIMIT);
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes the limit message away when the visitor edits a field', async () => {
    network = limited();
    render(<SignInPage />);
    fill('Email', 'ana@agency.com');
    fill('Password', 'secret-pass');
    await submit();
    expect(screen.getByText(LIMIT)).toBeTruthy();
    fill('Password', 'secret-pass2');
    expect(screen.queryByText(LIMIT)).toBeNull();
    await submit();
    expect(screen.getByText(LIMIT)).toBeTruthy();
    fill('Email', 'ana@agency.co');
    expect(screen.queryByText(LIMIT)).toBeNull();
  });

  it('returns to the page asked for before signing in, path and query', async () => {
    const user = { authed: true, id: 7, email: 'ana@agency.com' };
    network = installFakeFetch(() => ({ body: { success: true, user } }));
    window.history.replaceState(null, '', '/signin?next=%2Finfluencers%3Fpage%3D2');
    render(<SignInPage />);
    expect(screen.getByRole('link', { name: 'Email me a sign-in link' }).getAttribute('href')).toBe(
      '/request-magic-link?next=%2Finfluencers%3Fpage%3D2',
    );
    fill('Email', 'ana@agency.com');
    fill('Password', 'secret-pass');
    await submit();
    expect(window.location.pathname + window.location.search).toBe('/influencers?page=2');
  });

  it('goes home instead of to another site', async () => {
    const user = { authed: true, id: 7, email: 'ana@agency.com' };
    network = installFakeFetch(() => ({ body: { success: true, user } }));
    window.history.replaceState(null, '', '/signin?next=%2F%2Fevil.example%2Fx');
    render(<SignInPage />);
    fill('Email', 'ana@agency.com');
    fill('Password', 'secret-pass');
    await submit();
    expect(window.location.pathname).toBe('/');
    expect(window.location.host).toBe('localhost');
  });
});
