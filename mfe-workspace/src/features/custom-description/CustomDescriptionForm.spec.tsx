import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TALENT_MESSAGES } from '@tpp/contracts';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { CustomDescriptionForm, SINGLE_DASH_HINT } from './CustomDescriptionForm';

let fake: FakeFetch | null = null;
afterEach(() => {
  cleanup();
  fake?.restore();
});

describe('CustomDescriptionForm', () => {
  it('explains the single dash and disables Save while empty', () => {
    render(<CustomDescriptionForm influencerId={3} hasCustomDescription={false} onSaved={jest.fn()} />);
    const field = screen.getByLabelText('Custom description');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      SINGLE_DASH_HINT,
    );
    expect(SINGLE_DASH_HINT).toContain("single '-' to remove the default description");
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(field, { target: { value: '   ' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(field, { target: { value: '-' } });
    expect(save.disabled).toBe(false);
    expect(screen.getByText(/hides the default description/)).toBeTruthy();
  });

  it("saves a single '-' as the removal of the default", async () => {
    fake = installFakeFetch(() => ({
      body: { success: true, custom_description: '-', custom_description_html: '' },
    }));
    const onSaved = jest.fn();
    render(<CustomDescriptionForm influencerId={3} hasCustomDescription={false} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText('Custom description'), { target: { value: ' - ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.callsTo('/api/user/talent/custom-description')[0]?.body).toEqual({
      description: '-',
      influencer_id: 3,
    });
  });

  it("asks before Delete and says 'Something is wrong' on failure", async () => {
    fake = installFakeFetch(() => ({ status: 500, body: { statusCode: 500, message: 'x' } }));
    render(<CustomDescriptionForm influencerId={3} hasCustomDescription onSaved={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText(TALENT_MESSAGES.deleteCustomDescription)).toBeTruthy();
    const dialog = screen.getByRole('dialog', { hidden: true });
    fireEvent.click(dialog.querySelector('.tpp-button--danger') as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toBe(TALENT_MESSAGES.customDescriptionFailed);
    expect(fake.callsTo('/api/user/talent/custom-description')[0]?.body).toEqual({
      description: '',
      influencer_id: 3,
    });
  });
});
