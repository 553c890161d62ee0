import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { API, CREATOR_CALL_MESSAGES, type UserStatus } from '@tpp/contracts';
import { creatorCall } from '@tpp/profile/testing';
import { sessionStore } from '@tpp/session';
import { apiErrorAnswer, installFakeFetch, type FakeFetch, type FakeHandler } from '@tpp/ui/testing';
import { CreatorCallsAdminPage } from './CreatorCallsAdminPage';

const CALL = creatorCall(4, 'Winter Glow', { response_deadline: '2026-12-12', locations: null });

let network: FakeFetch | null = null;
afterEach(() => {
  cleanup();
  network?.restore();
  network = null;
  sessionStore.setState({ status: 'idle', user: null });
});

async function renderAs(flags: Partial<UserStatus>, handler: FakeHandler) {
  network = installFakeFetch(handler);
  sessionStore.setState({
    status: 'ready',
    user: { id: 9, is_admin: false, is_staff: false, selectedTeamId: 1, ...flags } as UserStatus,
  });
  await act(async () => {
    render(<CreatorCallsAdminPage />);
  });
}

describe('CreatorCallsAdminPage', () => {
  it('tells anyone but staff and platform admins that they may not, and reads nothing', async () => {
    await renderAs({}, () => ({ body: { casting_calls: [CALL] } }));
    expect(screen.getByText(CREATOR_CALL_MESSAGES.manageNotAllowed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New Creator Call' })).toBeNull();
    expect(network!.calls).toHaveLength(0);
  });

  it('lists the calls with their deadline; Edit sends the whole call and shows a field error under its field', async () => {
    let attempt = 0;
    await renderAs({ is_staff: true }, (request) => {
      if (request.method === 'GET') return { body: { casting_calls: [CALL] } };
      attempt += 1;
      return attempt === 1
        ? apiErrorAnswer(400, 'INVALID_INPUT', 'Please check the dates.', {
            end_date: ['end_date must not be before start_date'],
          })
        : { body: { casting_call: { ...CALL, ...(request.body as object), team_name: 'Lumen' } } };
    });
    expect(await screen.findByText('Respond by Dec 12, 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Winter Glow' }));
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-11-01' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    expect(await screen.findByText('End date must not be before start_date')).toBeTruthy();
    const sent = network!.callsTo('/api/admin/casting-calls/4')[0]!;
    expect(sent.body).toMatchObject({
      title: 'Winter Glow',
      brand_name: 'Lumen',
      end_date: '2026-11-01',
      response_deadline: '2026-12-12',
      locations: null,
    });

    fireEvent.change(screen.getByLabelText('Response deadline'), { target: { value: '2026-12-20' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2027-01-15' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    expect(await screen.findByText('Changes to “Winter Glow” saved.')).toBeTruthy();
    expect(screen.getByText('Respond by Dec 20, 2026')).toBeTruthy();
    expect(API.castingCalls.update.method).toBe('POST');
  });
});
