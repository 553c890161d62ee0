import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { REQUEST_MESSAGES } from '@tpp/contracts';
import { resetApiQueryClient } from '@tpp/session';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { App } from '../../App';
import { staffRequest } from './requests.fixtures';

let fake: FakeFetch | null = null;
beforeEach(() => {
  resetApiQueryClient({ retry: false });
});
afterEach(() => {
  cleanup();
  fake?.restore();
  fake = null;
});

function open(path: string) {
  window.history.pushState(null, '', path);
  return render(<App />);
}

describe("RequestDetailPage: one of the user's requests", () => {
  it('asks before cancelling a pending request, then shows it cancelled with its history', async () => {
    const pending = staffRequest({ note: 'Met at the festival' });
    const cancelled = {
      ...pending,
      status: 'cancelled' as const,
      history: [
        ...pending.history,
        { status: 'cancelled' as const, resolution: null, at: '2026-11-21T09:00:00Z' },
      ],
    };
    fake = installFakeFetch((request) =>
      request.path === '/api/user/my-requests/cancel'
        ? { body: cancelled }
        : { body: { requests: [pending], tasks: [] } },
    );
    open('/my-requests/31');
    expect(await screen.findByText('Met at the festival')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Request' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain('Cancel this request?');
    expect(dialog.textContent).toContain(REQUEST_MESSAGES.cancelConfirm);
    expect(fake.callsTo('/api/user/my-requests/cancel')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Request', hidden: true }));
    expect(await screen.findByText('Request cancelled.')).toBeTruthy();
    expect(fake.callsTo('/api/user/my-requests/cancel')).toEqual([
      { method: 'POST', path: '/api/user/my-requests/cancel', body: { request_id: 31 } },
    ]);
    const history = within(screen.getByRole('region', { name: 'Status history' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Pending'),
      expect.stringContaining('Cancelled'),
    ]);
    expect(screen.queryByRole('button', { name: 'Cancel Request' })).toBeNull();
  });

  it('says so when the request is not one of the user’s', async () => {
    fake = installFakeFetch(() => ({ body: { requests: [staffRequest()], tasks: [] } }));
    open('/my-requests/999');
    expect(await screen.findByText(REQUEST_MESSAGES.requestNotFound)).toBeTruthy();
  });
});
