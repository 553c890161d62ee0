import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { fill, press } from '../testing/publicPageTests';
import { NewPasswordForm } from './NewPasswordForm';

async function submit(password: string, confirmation: string) {
  fill('New password', password);
  fill('Confirm password', confirmation);
  await press('Set Password');
}

describe('NewPasswordForm', () => {
  it('blocks a mismatch, then a password under 8 characters, and passes a valid one on', async () => {
    const onSubmit = jest.fn(async (_password: string) => {});
    render(<NewPasswordForm submitLabel="Set Password" onSubmit={onSubmit} />);

    await submit('abcdefgh', 'abcdefgi');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();

    await submit('abcdefg', 'abcdefg');
    expect(screen.getByText('Choose a longer password: use at least 8 characters.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await submit('abcdefgh', 'abcdefgh');
    expect(onSubmit).toHaveBeenCalledWith('abcdefgh');
  });

  it('shows the server’s refusal of the password under the new password', () => {
    render(
      <NewPasswordForm
        submitLabel="Set Password"
        onSubmit={async () => {}}
        passwordError="This password is too common and easy to guess. Choose another one."
      />,
    );
    const field = screen.getByLabelText('New password');
    const message = screen.getByText('This password is too common and easy to guess. Choose another one.');
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
  });
});
