import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { sessionStore } from '@tpp/session';
import { apiErrorAnswer, type FakeFetch } from '@tpp/ui/testing';
import { AccountConfirmationPage } from './AccountConfirmationPage';
import { fakeNetwork, fill, press, setUpPublicPageTests } from '../../testing/publicPageTests';

let network: FakeFetch;

setUpPublicPageTests();

describe('AccountConfirmationPage', () => {
  it('says the code may be invalid when the lookup fails', async () => {
    network = fakeNetwork(() => apiErrorAnswer(404, 'NOT_FOUND', 'nope'));
    await act(async () => {
      render(<AccountConfirmationPage registrationCode="bad" />);
    });
    expect(
      screen.getByText(
        'Something went wrong while trying to find your account. Your registration code may be invalid. Please contact us.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('shows the email, sets the password, signs in and goes home', async () => {
    const user = { authed: true, id: 9, email: 'new@agency.com' };
    network = fakeNetwork(({ path }) =>
      path === '/api/user/registration'
        ? { body: { email: 'new@agency.com' } }
        : { body: { success: true, user } },
    );
    window.history.replaceState(null, '', '/new-user-confirm/code-9');
    await act(async () => {
      render(<AccountConfirmationPage registrationCode="code-9" />);
    });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('new@agency.com');

    fill('New password', 'first-pass');
    fill('Confirm password', 'first-pass');
    await press('Set Password');
    expect(network.callsTo('/api/user/confirm-account')[0]?.body).toEqual({
      code: 'code-9',
      password: 'first-pass',
      email: 'new@agency.com',
    });
    expect(sessionStore.getState().user).toEqual(user);
    expect(window.location.pathname).toBe('/');
  });

  it('reports a failed confirmation as bad sign-in information', async () => {
    network = fakeNetwork(({ path }) =>
      path === '/api/user/registration'
        ? { body: { email: 'new@agency.com' } }
        : apiErrorAnswer(400, 'INVALID_INPUT', 'used'),
    );
    await act(async () => {
      render(<AccountConfirmationPage registrationCode="code-10" />);
    });
    fill('New password', 'first-pass');
    fill('Confirm password', 'first-pass');
    await press('Set Password');
    expect(screen.getByText('Bad sign-in information')).toBeTruthy();
  });

  it('shows the password policy’s refusal under the new password', async () => {
    const isEmail = 'Your password must not be your email address, nor the part of it before the @.';
    network = fakeNetwork(({ path }) =>
      path === '/api/user/registration'
        ? { body: { email: 'new.person@agency.com' } }
        : apiErrorAnswer(400, 'INVALID_INPUT', isEmail, { password: [isEmail] }),
    );
    await act(async () => {
      render(<AccountConfirmationPage registrationCode="code-11" />);
    });
    fill('New password', 'new.person');
    fill('Confirm password', 'new.person');
    await press('Set Password');
    expect(screen.getByText(isEmail)).toBeTruthy();
    expect(screen.queryByText('Bad sign-in information')).toBeNull();
  });
});
