import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TALENT_MESSAGES } from '@tpp/contracts';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { TaglineForm } from './TaglineForm';

let fake: FakeFetch | null = null;
afterEach(() => {
  cleanup();
  fake?.restore();
});

describe('TaglineForm', () => {
  it('rejects a tagline of 30 characters with the spec message and sends nothing', () => {
    fake = installFakeFetch(() => ({ body: { success: true, tagline: 'x' } }));
    render(<TaglineForm influencerId={3} tagline={null} onSaved={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('Tagline'), { target: { value: 'x'.repeat(30) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Tagline' }));
    expect(screen.getByRole('alert').textContent).toBe(TALENT_MESSAGES.taglineTooLong);
    expect(fake.calls).toHaveLength(0);
  });

  it('saves a tagline of 29 characters', async () => {
    fake = installFakeFetch(() => ({ body: { success: true, tagline: 'y'.repeat(29) } }));
    const onSaved = jest.fn();
    render(<TaglineForm influencerId={3} tagline={null} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText('Tagline'), { target: { value: 'y'.repeat(29) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Tagline' }));
    expect(await screen.findByText('Tagline saved.')).toBeTruthy();
    expect(fake.callsTo('/api/user/talent/custom-tagline')[0]?.body).toEqual({
      tagline: 'y'.repeat(29),
      influencer_id: 3,
    });
    expect(onSaved).toHaveBeenCalledWith('y'.repeat(29));
  });

  it("says 'Something went wrong' when the call fails", async () => {
    fake = installFakeFetch(() => ({ status: 500, body: { statusCode: 500, message: 'x' } }));
    render(<TaglineForm influencerId={3} tagline="Old" onSaved={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save Tagline' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TALENT_MESSAGES.customTaglineFailed);
  });
});
