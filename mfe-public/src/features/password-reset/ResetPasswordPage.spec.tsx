import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { apiErrorAnswer, type FakeFetch } from '@tpp/ui/testing';
import { ResetPasswordPage } from './ResetPasswordPage';
import { fakeNetwork, fill, press, setUpPublicPageTests } from '../../testing/publicPageTests';

let network: FakeFetch;

setUpPublicPageTests();

async function setPassword(password: string) {
  fill('New password', password);
  fill('Confirm password', password);
  await press('Set Password');
}

describe('ResetPasswordPage', () => {
  it('sends the code with the new password and offers to sign in', async () => {
    network = fakeNetwork(() => ({ body: { success: true } }));
    render(<ResetPasswordPage resetCode="reset-code-1" />);
    await setPassword('new-secret');
    expect(network.callsTo('/api/user/account/reset-password')[0]?.body).toEqual({
      code: 'reset-code-1',
      new_password: 'new-secret',
    });
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin');
  });

  it('shows the spec failure text', async () => {
    network = fakeNetwork(() => apiErrorAnswer(400, 'x', 'expired'));
    render(<ResetPasswordPage resetCode="reset-code-2" />);
    await setPassword('new-secret');
    expect(screen.getByText('Error trying to set a password. Please contact us')).toBeTruthy();
  });

  it('shows the password policy’s refusal under the new password, not the failure text', async () => {
    const common = 'This password is too common and easy to guess. Choose another one.';
    network = fakeNetwork(() => apiErrorAnswer(400, 'INVALID_INPUT', common, { new_password: [common] }));
    render(<ResetPasswordPage resetCode="reset-code-3" />);
    await setPassword('sunshine');
    expect(screen.getByText(common)).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Error trying to set a password. Please contact us')).toBeNull();
  });
});
