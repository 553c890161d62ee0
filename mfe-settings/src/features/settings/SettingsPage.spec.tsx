import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { BUILT_SCREENS, type UserStatus } from '@tpp/contracts';
import { sessionStore } from '@tpp/session';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { SettingsPage, showsManageOrganization } from './SettingsPage';

let network: FakeFetch;

afterEach(() => {
  network.restore();
  sessionStore.setState({ status: 'idle', user: null });
});

async function renderAs(flags: Partial<UserStatus>) {
  network = installFakeFetch(() => ({ body: { email: 'a@b.co', full_name: '', nickname: '' } }));
  sessionStore.setState({
    status: 'ready',
    user: { is_team_admin: false, is_admin: false, ...flags } as UserStatus,
  });
  await act(async () => {
    render(<SettingsPage />);
  });
}

describe('SettingsPage', () => {
  it('shows the Manage Organization tab to team admins and not to members', async () => {
    await renderAs({ is_team_admin: true });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Personal Details',
      'Change Password',
      'Two-Factor Sign-In',
      'Manage Organization',
    ]);
    expect(document.title).toBe('Settings · Talent Pitch Pro');
  });

  it('shows members only their own tabs', async () => {
    await renderAs({});
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Personal Details',
      'Change Password',
      'Two-Factor Sign-In',
    ]);
  });

  it('offers Manage Organization, once built, to team admins and admins only', () => {
    const built = { ...BUILT_SCREENS, manageOrganization: true };
    const user = (flags: { is_team_admin?: boolean; is_admin?: boolean }) => ({
      is_team_admin: false,
      is_admin: false,
      ...flags,
    });
    expect(showsManageOrganization(user({ is_team_admin: true }), built)).toBe(true);
    expect(showsManageOrganization(user({ is_admin: true }), built)).toBe(true);
    expect(showsManageOrganization(user({}), built)).toBe(false);
    expect(showsManageOrganization(null, built)).toBe(false);
    expect(
      showsManageOrganization(user({ is_team_admin: true }), { ...built, manageOrganization: false }),
    ).toBe(false);
  });
});
