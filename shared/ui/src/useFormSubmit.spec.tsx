import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useFormSubmit } from './useFormSubmit.js';
import { deferred } from './testing/fakeFetch.js';

function SaveForm({ save }: { save: () => Promise<void> }) {
  const { busy, onSubmit } = useFormSubmit(save);
  return (
    <form onSubmit={onSubmit}>
      <button type="submit" disabled={busy}>
        Save
      </button>
    </form>
  );
}

describe('useFormSubmit', () => {
  it('runs one submit at a time and is busy meanwhile', async () => {
    const pending = deferred<void>();
    const save = jest.fn(() => pending.promise);
    render(<SaveForm save={save} />);
    const form = screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLFormElement;

    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => pending.resolve());
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
