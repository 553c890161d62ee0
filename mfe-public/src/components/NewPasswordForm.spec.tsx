import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NewPasswordForm } from './NewPasswordForm';

async function submit(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirmation } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Set Password' }));
  });
}

describe('NewPasswordForm', () => {
  it('blocks a mismatch, then a short password, and passes a valid one on', async () => {
    const onSubmit = jest.fn(async (_password: string) => {});
    render(<NewPasswordForm submitLabel="Set Password" onSubmit={onSubmit} />);

    await submit('abcdef', 'abcdeg');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();

    await submit('abc', 'abc');
    expect(screen.getByText('Choose a longer password')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await submit('abcdef', 'abcdef');
    expect(onSubmit).toHaveBeenCalledWith('abcdef');
  });
});
