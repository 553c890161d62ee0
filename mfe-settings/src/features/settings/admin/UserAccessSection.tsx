import { useState } from 'react';
import type { AdminUser } from '@tpp/contracts';
import { errorMessage, useSession } from '@tpp/session';
import { Alert, Button, TableHead, TextField, useFormSubmit } from '@tpp/ui';
import { adminApi } from '../../../api/adminApi';

/**
 * Admins and staff find users (by email, name or id); admins disable or re-enable an account
 * (a disabled user's sessions end; signed in again they see /account-disabled), never their own.
 * A refusal (the last active platform admin, 409) shows the API's message.
 */
export function UserAccessSection() {
  const me = useSession((state) => state.user);
  const [q, setQ] = useState('');
  const [users, setUsers] = useState<AdminUser[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const canDisable = Boolean(me?.is_admin);

  const { busy, onSubmit } = useFormSubmit(async () => {
    setFailure(null);
    try {
      setUsers((await adminApi.users(q.trim())).users);
    } catch (error) {
      setFailure(errorMessage(error, 'The users could not be found. Please try again.'));
    }
  });

  async function toggle(user: AdminUser) {
    setFailure(null);
    setPending(user.id);
    try {
      const changed = await adminApi.setAccountDisabled({
        user_id: user.id,
        account_disabled: !user.account_disabled,
      });
      setUsers((list) => list?.map((row) => (row.id === changed.id ? changed : row)) ?? null);
    } catch (error) {
      setFailure(errorMessage(error, 'The account could not be changed. Please try again.'));
    } finally {
      setPending(null);
    }
  }

  return (
    <section className="tpp-card admin-tools__section" aria-labelledby="admin-users-title">
      <h2 id="admin-users-title">Users</h2>
      <form className="admin-tools__row" onSubmit={onSubmit} role="search" aria-label="Users">
        <TextField
          label="Email, name or id"
          value={q}
          maxLength={200}
          onChange={(event) => setQ(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          Find Users
        </Button>
      </form>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {users && users.length === 0 ? <p className="admin-tools__hint">No users match.</p> : null}
      {users && users.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <TableHead columns={['Id', 'Email', 'Name', 'Organization', 'Status', canDisable && 'Action']} />
            <tbody>
              {users.map((user) => (
                <tr key={user.id}>
                  <td>{user.id}</td>
                  <td>{user.email}</td>
                  <td>{user.full_name}</td>
                  <td>{user.team_name ?? '—'}</td>
                  <td>
                    {user.account_disabled ? 'Disabled' : 'Active'}
                    {user.is_admin ? ' · Admin' : user.is_staff ? ' · Staff' : ''}
                  </td>
                  {canDisable ? (
                    <td>
                      {/* Nobody disables or re-enables their own account (the API refuses both). */}
                      {user.id === me?.id ? null : (
                        <Button
                          variant={user.account_disabled ? 'secondary' : 'danger'}
                          disabled={pending === user.id}
                          onClick={() => void toggle(user)}
                          aria-label={`${user.account_disabled ? 'Enable' : 'Disable'} ${user.email}`}
                        >
                          {user.account_disabled ? 'Enable Account' : 'Disable Account'}
                        </Button>
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
