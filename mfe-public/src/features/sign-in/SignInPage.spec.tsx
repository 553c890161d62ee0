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

  it('shows the failure with the server reason for three seconds', async () => {
    network = installFakeFetch(() => ({
      status: 429,
      body: {
        statusCode: 429,
        error: 'RATE_LIMITED',
        message: 'Too many sign-in attempts. Try again later.',
      },
    }));
    render(<SignInPage />);
    fill('Email', 'ana@agency.com');
    fill('Password', 'wrong');
    jest.useFakeTimers();
    try {
      await submit();
      expect(screen.getByRole('alert').textContent).toContain('Sign-in not successful');
      expect(screen.getByText('Too many sign-in attempts. Try again later.')).toBeTruthy();
      act(() => jest.advanceTimersByTime(3000));
      expect(screen.queryByText('Sign-in not successful')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
