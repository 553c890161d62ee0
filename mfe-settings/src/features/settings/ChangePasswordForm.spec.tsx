import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hasUnsavedChanges } from '@tpp/ui';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
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

  it('warns about a short password but still sends it, then shows the refusal in the form words', async () => {
    network = installFakeFetch(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'INVALID_INPUT',
        message: 'new_password must be at least 6 characters long.',
        fields: { new_password: ['new_password must be at least 6 characters long'] },
      },
    }));
    render(<ChangePasswordForm />);
    await change('old-secret', 'abc', 'abc');
    expect(screen.getByText('Choose a longer password')).toBeTruthy();
    expect(network.callsTo(CHANGE_PASSWORD)[0]?.body).toEqual({
      old_password: 'old-secret',
      new_password: 'abc',
    });
    expect(screen.getByText('New password must be at least 6 characters long.')).toBeTruthy();
    expect(screen.queryByText(/new_password/)).toBeNull();
  });

  it('names an empty current password by its label, never by the API field', async () => {
    network = installFakeFetch(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'INVALID_INPUT',
        message: 'old_password is required.',
        fields: { old_password: ['old_password is required'] },
      },
    }));
    render(<ChangePasswordForm />);
    await change('', 'new-secret', 'new-secret');
    expect(screen.getByText('Current password is required.')).toBeTruthy();
    expect(screen.queryByText(/old_password/)).toBeNull();
  });

  it('shows the server message meant for people (a wrong current password)', async () => {
    network = installFakeFetch(() => ({
      status: 400,
      body: { statusCode: 400, error: 'WRONG_PASSWORD', message: 'Your current password is not correct.' },
    }));
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
