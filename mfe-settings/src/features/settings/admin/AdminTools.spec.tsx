import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
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

const USERS = [
  {
    id: 9,
    email: 'me@x.co',
    full_name: 'Me',
    team_name: 'A',
    is_admin: true,
    is_staff: true,
    account_disabled: false,
    status: 'active',
  },
  {
    id: 5,
    email: 'sam@x.co',
    full_name: 'Sam',
    team_name: 'A',
    is_admin: false,
    is_staff: false,
    account_disabled: false,
    status: 'active',
  },
];

async function findUsers(q: string) {
  fireEvent.change(screen.getByLabelText('Email, name or id'), { target: { value: q } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find Users' })));
}

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

  it('lets staff view the app as a user from its row; a refusal is shown, a success reloads', async () => {
    let refuse = true;
    await renderAs({ is_staff: true }, (request) => {
      if (request.path === '/api/admin/users') return { body: { users: USERS } };
      if (request.path !== '/api/admin/user/settings/fake-id') return { body: TEAMS };
      return refuse
        ? apiErrorAnswer(403, 'CANNOT_SPOOF_DISABLED', 'Staff cannot spoof a disabled account.')
        : { body: { success: true } };
    });
    expect(screen.queryByRole('combobox', { name: 'Organization' })).toBeNull();
    expect(screen.queryByLabelText('User id')).toBeNull();
    await findUsers('x.co');
    // Nobody views the app as an admin or as themselves; staff disable nothing.
    expect(screen.queryByRole('button', { name: 'View as User: me@x.co' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Disable Account/ })).toBeNull();
    const viewAs = () =>
      act(async () => fireEvent.click(screen.getByRole('button', { name: 'View as User: sam@x.co' })));

    await viewAs();
    expect(screen.getByText('Staff cannot spoof a disabled account.')).toBeTruthy();
    expect(reloads).toEqual([]);

    refuse = false;
    await viewAs();
    expect(network!.callsTo('/api/admin/user/settings/fake-id').map((call) => call.body)).toEqual([
      { user_id: 5 },
      { user_id: 5 },
    ]);
    expect(reloads).toEqual(['/']);
  });

  it('shows each status the API answers', async () => {
    const statuses = ['active', 'invited', 'invitation_expired', 'no_organization', 'disabled'] as const;
    await renderAs({ is_staff: true }, () => ({
      body: {
        users: statuses.map((status, id) => ({ ...USERS[1]!, id: id + 20, email: `${status}@x.co`, status })),
      },
    }));
    await findUsers('x.co');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.children[4]!.textContent),
    ).toEqual(['Active', 'Invited', 'Invitation expired', 'No organization', 'Disabled']);
  });

  it('asks an admin before disabling an account (Cancel changes nothing), enables at once, never their own', async () => {
    await renderAs({ is_admin: true }, (request) => {
      if (request.path === '/api/admin/users') return { body: { users: USERS } };
      if (request.path === '/api/admin/user/account-disabled') {
        const body = request.body as { user_id: number; account_disabled: boolean };
        return {
          body: {
            ...USERS[1],
            account_disabled: body.account_disabled,
            status: body.account_disabled ? 'disabled' : 'active',
          },
        };
      }
      return { body: TEAMS };
    });
    await findUsers('x.co');
    expect(network!.callsTo('/api/admin/users')[0]!.query.get('q')).toBe('x.co');
    expect(screen.queryByRole('button', { name: 'Disable Account: me@x.co' })).toBeNull();
    // An admin who is not staff views the app as nobody.
    expect(screen.queryByRole('button', { name: /View as User/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Disable Account: sam@x.co' }));
    // jsdom has no showModal: the open dialog is in the document but not 'open' to the role queries.
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('heading', { hidden: true }).textContent).toBe('Disable Sam?');
    expect(dialog.textContent).toContain('Sam (sam@x.co) is signed out everywhere');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(network!.callsTo('/api/admin/user/account-disabled')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Disable Account: sam@x.co' }));
    await act(async () =>
      fireEvent.click(
        within(screen.getByRole('dialog', { hidden: true })).getByRole('button', {
          name: 'Disable Account',
          hidden: true,
        }),
      ),
    );
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(screen.getAllByRole('row')[2]!.textContent).toContain('Disabled');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enable Account: sam@x.co' })));
    expect(screen.getAllByRole('row')[2]!.textContent).toContain('Active');
    expect(network!.callsTo('/api/admin/user/account-disabled').map((call) => call.body)).toEqual([
      { user_id: 5, account_disabled: true },
      { user_id: 5, account_disabled: false },
    ]);
  });
});
