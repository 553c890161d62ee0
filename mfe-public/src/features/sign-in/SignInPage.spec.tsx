import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { sessionStore } from '@tpp/session';
import { apiErrorAnswer, type FakeFetch } from '@tpp/ui/testing';
import { SignInPage } from './SignInPage';
import { fakeNetwork, fill, press, setUpPublicPageTests } from '../../testing/publicPageTests';

let network: FakeFetch;

setUpPublicPageTests();

const submit = () => press('Sign In');

describe('SignInPage', () => {
  it('requires an email before calling the server', async () => {
    network = fakeNetwork(() => ({ body: {} }));
    render(<SignInPage />);
    fill('Password', 'secret-pass');
    await submit();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(network.calls).toHaveLength(0);
    expect(document.title).toBe('Sign In · Talent Pitch Pro');
  });

  it('signs in, stores the user and goes home', async () => {
    const user = { authed: true, id: 7, email: 'ana@agency.com' };
    network = fakeNetwork(() => ({ body: { success: true, user } }));
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

  it('asks for the authenticator code, or a recovery code, before signing in', async () => {
    const user = { authed: true, id: 8, email: 'staff@agency.com' };
    network = fakeNetwork((request) => {
      if (request.path === '/api/user/account/signin')
        return { body: { success: true, second_step: 'totp' } };
      const body = request.body as { code?: string; recovery_code?: string };
      if (body.recovery_code === 'abcd-efgh-jkmn-pqrs') return { body: { success: true, user } };
      return apiErrorAnswer(400, 'INVALID_CODE', 'This code is not correct.', {});
    });
    window.history.replaceState(null, '', '/signin');
    render(<SignInPage />);
    fill('Email', 'staff@agency.com');
    fill('Password', 'secret-pass');
    await submit();
    expect(sessionStore.getState().user).toBeNull();
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeTruthy();

    fill('Authentication code', '123456');
    await press('Verify');
    expect(screen.getByRole('alert').textContent).toBe(
      'This code is not correct, was used already or has expired.',
    );
    expect(sessionStore.getState().user).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    fill('Recovery code', 'abcd-efgh-jkmn-pqrs');
    await press('Verify');
    expect(network.callsTo('/api/user/account/signin/verify').map((call) => call.body)).toEqual([
      { code: '123456' },
      { recovery_code: 'abcd-efgh-jkmn-pqrs' },
    ]);
    expect(sessionStore.getState().user).toEqual(user);
    expect(window.location.pathname).toBe('/');
  });

  it('sets up an authenticator and shows the recovery codes once before going in', async () => {
    const user = { authed: true, id: 9, email: 'admin@agency.com' };
    const codes = ['aaaa-bbbb-cccc-dddd', 'eeee-ffff-gggg-hhhh'];
    network = fakeNetwork((request) => {
      if (request.path === '/api/user/account/signin')
        return { body: { success: true, second_step: 'email_code', email_hint: 'a•••@agency.com' } };
      if (request.path === '/api/user/account/signin/verify')
        return { body: { success: true, second_step: 'totp_setup' } };
      if (request.path === '/api/user/account/signin/two-factor-setup')
        return {
          body: { secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' },
        };
      return { body: { success: true, user, recovery_codes: codes } };
    });
    window.history.replaceState(null, '', '/signin');
    render(<SignInPage />);
    fill('Email', 'admin@agency.com');
    fill('Password', 'secret-pass');
    await submit();
    expect(screen.getByText(/a•••@agency\.com/)).toBeTruthy();
    fill('Code from the email', '654321');
    await press('Verify');
    expect(screen.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    expect(screen.getByLabelText('Secret key').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    expect((screen.getByLabelText('Setup address') as HTMLTextAreaElement).value).toContain('otpauth://');

    fill('Code from the app', '111 222');
    await press('Turn On and Sign In');
    expect(network.callsTo('/api/user/account/signin/two-factor-setup/confirm')[0]!.body).toEqual({
      code: '111222',
    });
    expect(screen.getByRole('list', { name: 'Recovery codes' }).textContent).toContain(codes[0]);
    expect(sessionStore.getState().user).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I Saved My Codes' }));
    expect(sessionStore.getState().user).toEqual(user);
  });

  it("shows 'Sign-in not successful' for three seconds after a wrong password", async () => {
    network = fakeNetwork(() => apiErrorAnswer(401, 'INVALID_CREDENTIALS', 'Sign-in not successful'));
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
    fakeNetwork(() => ({
      ...apiErrorAnswer(429, 'RATE_LIMITED', LIMIT),
      headers: { 'retry-after': '120' },
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
    network = fakeNetwork(() => ({ body: { success: true, user } }));
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
    network = fakeNetwork(() => ({ body: { success: true, user } }));
    window.history.replaceState(null, '', '/signin?next=%2F%2Fevil.example%2Fx');
    render(<SignInPage />);
    fill('Email', 'ana@agency.com');
    fill('Password', 'secret-pass');
    await submit();
    expect(window.location.pathname).toBe('/');
    expect(window.location.host).toBe('localhost');
  });
});
