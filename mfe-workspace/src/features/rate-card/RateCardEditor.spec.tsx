import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { RateCardEditor } from './RateCardEditor';

let fake: FakeFetch;
beforeEach(() => {
  fake = installFakeFetch(() => ({ body: 'OK' }));
});
afterEach(() => {
  cleanup();
  fake.restore();
});

describe('RateCardEditor', () => {
  it('names the incomplete row and sends nothing', () => {
    render(
      <RateCardEditor
        influencerId={4}
        rateCard={[
          { platform: 'instagram', description: 'Reel', rate: '$500' },
          { platform: 'tiktok', description: 'Video', rate: '' },
        ]}
        onSaved={jest.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Row 2 is incomplete: platform, description and rate are all required.',
    );
    expect(fake.calls).toHaveLength(0);
  });

  it('saves complete rows', async () => {
    const onSaved = jest.fn();
    render(<RateCardEditor influencerId={4} rateCard={null} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Story set' } });
    fireEvent.change(screen.getByLabelText('Rate'), { target: { value: '$800' } });
    fireEvent.change(screen.getByLabelText('Platform'), { target: { value: 'youtube' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rate card saved.')).toBeTruthy();
    expect(fake.callsTo('/api/user/talent/rate-card')[0]?.body).toEqual({
      rate_card: [{ platform: 'youtube', description: 'Story set', rate: '$800' }],
      influencer_id: 4,
      removeRateCard: false,
    });
    expect(onSaved).toHaveBeenCalled();
  });

  it('treats an all-empty card as a removal', async () => {
    render(
      <RateCardEditor
        influencerId={4}
        rateCard={[{ platform: 'instagram', description: 'Reel', rate: '$500' }]}
        onSaved={jest.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Row' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Rate card removed.')).toBeTruthy());
    expect(fake.callsTo('/api/user/talent/rate-card')[0]?.body).toEqual({
      rate_card: [],
      influencer_id: 4,
      removeRateCard: true,
    });
  });
});
