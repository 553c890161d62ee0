import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { UserStatus } from '@tpp/contracts';
import { sessionStore } from '@tpp/session';
import { apiErrorAnswer, installFakeFetch, type FakeFetch, type FakeHandler } from '@tpp/ui/testing';
import { AdminTools } from './AdminTools';
import { pageLoad } from './reloadTo';

let network: FakeFetch | null = null;
const reloads: string[] = [];
pageLoad.reloadTo = (path) => void reloads.push(path);

afterEach(() => {
  cleanup();
  network?.restore();
  network = null;
  reloads.length = 0;
  sessionStore.setState({ status: 'idle', user: null });
});

const TEAMS = {
  teams: [
    { id: 1, team_name: 'Northstar Talent', is_active: true },
    { id: 2, team_name: 'Closed Agency', is_active: false },
    { id: 3, team_name: 'Bolt Talent', is_active: true },
  ],
};

async function renderAs(flags: Partial<UserStatus>, handler: FakeHandler = () => ({ body: TEAMS })) {
  network = installFakeFetch(handler);
  sessionStore.setState({
    status: 'ready',
    user: {
      id: 9,
      is_admin: false,
      is_staff: false,
      selectedTeamId: 1,
      old_site_url: null,
      ...flags,
    } as UserStatus,
  });
  await act(async () => {
    render(<AdminTools />);
  });
}

describe('AdminTools', () => {
  it('shows nothing to a member, and the older-site link only when the server has one', async () => {
    await renderAs({});
    expect(document.body.textContent).toBe('');
    cleanup();
    await renderAs({ old_site_url: 'https://old.example' });
    expect(
      screen.getByRole('link', { name: 'Go to the older version of the site' }).getAttribute('href'),
    ).toBe('https://old.example');
    expect(screen.queryByRole('button', { name: 'Act as Organization' })).toBeNull();
  });

  it('lets an admin pick an active organization, then reloads the page', async () => {
    await renderAs({ is_admin: true }, (request) =>
      request.path === '/api/admin/settings' ? { body: { success: true } } : { body: TEAMS },
    );
    const picker = screen.getByRole('combobox', { name: 'Organization' });
    expect([...picker.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Choose an organization',
      'Northstar Talent (current)',
      'Bolt Talent',
    ]);
    expect(screen.getByRole('link', { name: 'Audit Log' })).toBeTruthy();
    expect(screen.queryByLabelText('User id')).toBeNull();
    fireEvent.change(picker, { target: { value: '3' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Act as Organization' }));
    });
    expect(network!.callsTo('/api/admin/settings').map((call) => call.body)).toEqual([{ team_id: 3 }]);
    expect(reloads).toEqual(['/talent-sheets']);
  });

  it("gives staff the 'Spoof user' form: a bad id stays in the form, a refusal is shown, a success reloads", async () => {
    let refuse = true;
    await renderAs({ is_staff: true }, (request) => {
      if (request.path !== '/api/admin/user/settings/fake-id') return { body: TEAMS };
      return refuse
        ? apiErrorAnswer(403, 'CANNOT_SPOOF', 'Staff cannot spoof another staff member or an admin.')
        : { body: { success: true } };
    });
    expect(screen.getByRole('heading', { name: 'Spoof user' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Organization' })).toBeNull();
    const field = screen.getByLabelText('User id');
    const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Spoof User' })));

    fireEvent.change(field, { target: { value: '1.5' } });
    await submit();
    expect(screen.getByText('Enter a user id: a positive whole number.')).toBeTruthy();
    expect(network!.callsTo('/api/admin/user/settings/fake-id')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '42' } });
    await submit();
    expect(screen.getByText('Staff cannot spoof another staff member or an admin.')).toBeTruthy();
    expect(reloads).toEqual([]);

    refuse = false;
    await submit();
    expect(network!.callsTo('/api/admin/user/settings/fake-id').map((call) => call.body)).toEqual([
      { user_id: 42 },
      { user_id: 42 },
    ]);
    expect(reloads).toEqual(['/talent-sheets']);
  });

  it('lets an admin disable and re-enable a user found by email, never their own account', async () => {
    const users = [
      {
        id: 9,
        email: 'me@x.co',
        full_name: 'Me',
        team_name: 'A',
        is_admin: true,
        is_staff: false,
        account_disabled: false,
      },
      {
        id: 5,
        email: 'sam@x.co',
        full_name: 'Sam',
        team_name: 'A',
        is_admin: false,
        is_staff: false,
        account_disabled: false,
      },
    ];
    await renderAs({ is_admin: true }, (request) => {
      if (request.path === '/api/admin/users') return { body: { users } };
      if (request.path === '/api/admin/user/account-disabled') {
        const body = request.body as { user_id: number; account_disabled: boolean };
        return { body: { ...users[1], account_disabled: body.account_disabled } };
      }
      return { body: TEAMS };
    });
    fireEvent.change(screen.getByLabelText('Email, name or id'), { target: { value: 'x.co' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find Users' })));
    expect(network!.callsTo('/api/admin/users')[0]!.query.get('q')).toBe('x.co');
    expect(screen.queryByRole('button', { name: 'Disable me@x.co' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Disable sam@x.co' })));
    expect(screen.getByRole('button', { name: 'Enable sam@x.co' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enable sam@x.co' })));
    expect(network!.callsTo('/api/admin/user/account-disabled').map((call) => call.body)).toEqual([
      { user_id: 5, account_disabled: true },
      { user_id: 5, account_disabled: false },
    ]);
  });
});
