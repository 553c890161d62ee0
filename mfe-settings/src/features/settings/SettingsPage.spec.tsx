import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import type { UserStatus } from '@tpp/contracts';
import { sessionStore } from '@tpp/session';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { SettingsPage } from './SettingsPage';

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
  it('offers Manage Organization to team admins', async () => {
    await renderAs({ is_team_admin: true });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Personal Details',
      'Change Password',
      'Manage Organization',
    ]);
    expect(document.title).toBe('Settings · Talent Pitch Pro');
  });

  it('hides Manage Organization from members', async () => {
    await renderAs({});
    expect(screen.queryByRole('tab', { name: 'Manage Organization' })).toBeNull();
  });
});
