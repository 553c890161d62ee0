import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { REQUEST_MESSAGES } from '@tpp/contracts';
import { sessionStore } from '@tpp/session';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { staffRequest } from './requests.fixtures';
import { START_CONVERSATION_FAILED, StaffRequestsPage } from './StaffRequestsPage';

let fake: FakeFetch | null = null;
beforeEach(() => {
  sessionStore.setState({ status: 'ready', user: { is_staff: true } } as never);
});
afterEach(() => {
  cleanup();
  fake?.restore();
  fake = null;
});

function backend(start: () => { status?: number; body?: unknown }) {
  return installFakeFetch((request) =>
    request.path === '/api/staff/requests/start-conversation'
      ? start()
      : { body: { requests: [staffRequest()], total: 1, page: 1, page_size: 20 } },
  );
}

describe('StaffRequestsPage: Start Conversation', () => {
  it('writes to the requester about a request, then links to the conversation', async () => {
    fake = backend(() => ({ body: staffRequest({ status: 'conversation_started', conversation_id: 77 }) }));
    render(<StaffRequestsPage />);
    const card = (await screen.findByRole('heading', { name: /Mia Park/ })).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Start Conversation' }));
    const box = within(card).getByLabelText('Message to Avery Stone about this request');
    const send = within(card).getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'Which of her accounts is the main one?' } });
    fireEvent.click(send);
    const link = await within(card).findByRole('link', { name: 'View Conversation' });
    expect(link.getAttribute('href')).toBe('/messages?conversation_id=77');
    expect(fake.callsTo('/api/staff/requests/start-conversation')).toEqual([
      {
        method: 'POST',
        path: '/api/staff/requests/start-conversation',
        body: { request_id: 31, body: 'Which of her accounts is the main one?' },
      },
    ]);
    expect(within(card).getByText('Response')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Start Conversation' })).toBeNull();
  });

  it('keeps the message and says so when the conversation could not be started', async () => {
    fake = backend(() => ({ status: 500 }));
    render(<StaffRequestsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start Conversation' }));
    const box = screen.getByLabelText(/^Message to Avery Stone/) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(START_CONVERSATION_FAILED)).toBeTruthy();
    expect(box.value).toBe('Hello');
    expect(screen.queryByRole('link', { name: 'View Conversation' })).toBeNull();
  });
});

describe('StaffRequestsPage: what a request names', () => {
  it("names a content request's account by platform and handle, and offers no Complete on a cancelled request", async () => {
    fake = installFakeFetch(() => ({
      body: {
        requests: [
          staffRequest({
            request_type: 'content',
            status: 'cancelled',
            form_data: {
              name: 'Mia Park',
              socials: [],
              note: '',
              content_requests: { '138': ['https://instagram.com/p/abc'] },
            },
            content_accounts: [{ account_id: '138', platform: 'instagram', handle: 'zoe.morales' }],
          }),
        ],
        total: 1,
        page: 1,
        page_size: 50,
      },
    }));
    render(<StaffRequestsPage />);
    const card = (await screen.findByRole('heading', { name: /Mia Park/ })).closest('article')!;
    expect(within(card).getByText(/Instagram @zoe\.morales/)).toBeTruthy();
    expect(within(card).queryByText(/Account 138/)).toBeNull();
    expect(within(card).getByText(REQUEST_MESSAGES.cancelledByTeam)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Complete' })).toBeNull();
  });
});
