import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hasUnsavedChanges } from '@tpp/ui';
import { apiErrorAnswer, installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { ChangePasswordForm } from './ChangePasswordForm';

let network: FakeFetch;

afterEach(() => network.restore());

async function change(current: string, next: string, repeat: string) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Repeat new password'), { target: { value: repeat } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  });
}

const CHANGE_PASSWORD = '/api/user/account/change-password';

describe('ChangePasswordForm', () => {
  it('blocks the call when new password and confirmation differ', async () => {
    network = installFakeFetch(() => ({ body: { success: true } }));
    render(<ChangePasswordForm />);
    await change('old-secret', 'new-secret', 'new-secreT');
    expect(screen.getByText('New password and confirmation do not match')).toBeTruthy();
    expect(network.calls).toHaveLength(0);
    // The typed passwords are unsaved work: leaving asks first.
    expect(hasUnsavedChanges()).toBe(true);
  });

  it('warns about a password under 8 characters but still sends it, then keeps the refusal under the field', async () => {
    const tooShort = 'Choose a longer password: use at least 8 characters.';
    network = installFakeFetch(() =>
      apiErrorAnswer(400, 'INVALID_INPUT', tooShort, { new_password: [tooShort] }),
    );
    render(<ChangePasswordForm />);
    await change('old-secret', 'abcdefg', 'abcdefg');
    expect(network.callsTo(CHANGE_PASSWORD)[0]?.body).toEqual({
      old_password: 'old-secret',
      new_password: 'abcdefg',
    });
    expect(screen.getByText(tooShort)).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/new_password/)).toBeNull();
  });

  it('shows a rule only the server checks (a common password) under the new password', async () => {
    const common = 'This password is too common and easy to guess. Choose another one.';
    network = installFakeFetch(() =>
      apiErrorAnswer(400, 'INVALID_INPUT', common, { new_password: [common] }),
    );
    render(<ChangePasswordForm />);
    await change('old-secret', 'baseball', 'baseball');
    expect(screen.getByText(common)).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
  });

  it('names a missing new password by its label, never by the API field', async () => {
    network = installFakeFetch(() =>
      apiErrorAnswer(400, 'INVALID_INPUT', 'new_password is required.', {
        new_password: ['new_password is required'],
      }),
    );
    render(<ChangePasswordForm />);
    await change('old-secret', '', '');
    expect(screen.getByText('New password is required')).toBeTruthy();
    expect(screen.queryByText(/new_password/)).toBeNull();
  });

  it('names an empty current password by its label, never by the API field', async () => {
    network = installFakeFetch(() =>
      apiErrorAnswer(400, 'INVALID_INPUT', 'old_password is required.', {
        old_password: ['old_password is required'],
      }),
    );
    render(<ChangePasswordForm />);
    await change('', 'new-secret', 'new-secret');
    expect(screen.getByText('Current password is required.')).toBeTruthy();
    expect(screen.queryByText(/old_password/)).toBeNull();
  });

  it('shows the server message meant for people (a wrong current password)', async () => {
    network = installFakeFetch(() =>
      apiErrorAnswer(400, 'WRONG_PASSWORD', 'Your current password is not correct.'),
    );
    render(<ChangePasswordForm />);
    await change('wrong-secret', 'new-secret', 'new-secret');
    expect(screen.getByText('Your current password is not correct.')).toBeTruthy();
  });

  it('confirms a change and empties the fields', async () => {
    network = installFakeFetch(() => ({ status: 201, body: { success: true } }));
    render(<ChangePasswordForm />);
    await change('old-secret', 'new-secret', 'new-secret');
    expect(screen.getByText('Password changed.')).toBeTruthy();
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
    expect(hasUnsavedChanges()).toBe(false);
  });
});
