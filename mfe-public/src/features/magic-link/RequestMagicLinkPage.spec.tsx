import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { RequestMagicLinkPage } from './RequestMagicLinkPage';

let network: FakeFetch;

afterEach(() => network.restore());

async function send(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send Sign-in Link' }));
  });
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
});
