import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { REQUEST_MESSAGES } from '@tpp/contracts';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { RequestTalentPage } from './RequestTalentPage';

let fake: FakeFetch | null = null;
afterEach(() => {
  cleanup();
  fake?.restore();
});

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));

describe('Request to Add Talent', () => {
  it('checks the display name, a handle per platform and each platform once, sending nothing', async () => {
    fake = installFakeFetch(() => ({ body: { success: true, request_id: 1 } }));
    render(<RequestTalentPage />);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(REQUEST_MESSAGES.needDisplayName);
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'Rio' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(REQUEST_MESSAGES.needHandleForEach);
    fireEvent.change(screen.getByLabelText(/Instagram profile URL or handle/), { target: { value: 'rio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Another Social Platform' }));
    fireEvent.change(screen.getByLabelText(/TikTok profile URL or handle/), { target: { value: '@rio' } });
    fireEvent.change(screen.getAllByLabelText('Platform')[1]!, { target: { value: 'instagram' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(REQUEST_MESSAGES.samePlatformTwice);
    expect(fake.calls).toHaveLength(0);
  });

  it('sends the request with the first account primary, then Submitted and Make Another Request', async () => {
    fake = installFakeFetch(() => ({ body: { success: true, request_id: 9 } }));
    render(<RequestTalentPage />);
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'Rio Rivers' } });
    fireEvent.change(screen.getByLabelText(/Instagram profile URL or handle/), {
      target: { value: 'riorivers' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Another Social Platform' }));
    fireEvent.change(screen.getByLabelText(/TikTok profile URL or handle/), { target: { value: '@rio' } });
    fireEvent.change(screen.getByLabelText('Notes (optional)'), { target: { value: 'Food' } });
    submit();
    expect(await screen.findByRole('heading', { name: 'Submitted' })).toBeTruthy();
    expect(fake.callsTo('/api/user/request-influencer')[0]?.body).toEqual({
      name: 'Rio Rivers',
      handle: 'riorivers',
      request_type: 'add',
      note: 'Food',
      socials: [
        { platform: 'instagram', url: 'riorivers', primary: true },
        { platform: 'tiktok', url: '@rio', primary: false },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Make Another Request' }));
    expect((screen.getByLabelText('Display name') as HTMLInputElement).value).toBe('');
  });

  it('shows the server message or the spec text when the call fails', async () => {
    fake = installFakeFetch(() => ({ status: 500, body: { statusCode: 500 } }));
    render(<RequestTalentPage />);
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'Rio' } });
    fireEvent.change(screen.getByLabelText(/Instagram profile URL or handle/), { target: { value: 'rio' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(REQUEST_MESSAGES.addTalentFailed);
  });
});
