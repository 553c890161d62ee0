import { useState } from 'react';
import { ADMIN_MESSAGES, adminUserStatusLabel, type AdminUser } from '@tpp/contracts';
import { errorMessage, useSession } from '@tpp/session';
import { Alert, Button, ConfirmModal, TableHead, TextField, useFormSubmit } from '@tpp/ui';
import { adminApi } from '../../../api/adminApi';
import { pageLoad } from './reloadTo';

/** Staff see the app as users only, never as another staff member, an admin or a disabled account. */
function canViewAs(user: AdminUser): boolean {
  return !user.is_admin && !user.is_staff && !user.account_disabled;
}

function statusText(user: AdminUser): string {
  const role = user.is_admin ? ' · Admin' : user.is_staff ? ' · Staff' : '';
  return `${adminUserStatusLabel(user.status)}${role}`;
}

/**
 * Admins and staff find users (by email, name or id). Staff see the app as a user from the user's
 * row (View as User); admins disable an account after confirming (a disabled user's sessions end;
 * signed in again they see /account-disabled) and enable it again at once, never their own.
 * Each row's status comes from the API (active, invited, invitation expired, no organization,
 * disabled). A refusal shows the API's message.
 */
export function UserAccessSection() {
  const me = useSession((state) => state.user);
  const [q, setQ] = useState('');
  const [users, setUsers] = useState<AdminUser[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const [disabling, setDisabling] = useState<AdminUser | null>(null);
  const canDisable = Boolean(me?.is_admin);
  const canSpoof = Boolean(me?.is_staff);

  const { busy, onSubmit } = useFormSubmit(async () => {
    setFailure(null);
    try {
      setUsers((await adminApi.users(q.trim())).users);
    } catch (error) {
      setFailure(errorMessage(error, 'The users could not be found. Please try again.'));
    }
  });

  async function setDisabled(user: AdminUser, disabled: boolean) {
    const changed = await adminApi.setAccountDisabled({ user_id: user.id, account_disabled: disabled });
    setUsers((list) => list?.map((row) => (row.id === changed.id ? changed : row)) ?? null);
  }

  async function enable(user: AdminUser) {
    setFailure(null);
    setPending(user.id);
    try {
      await setDisabled(user, false);
    } catch (error) {
      setFailure(errorMessage(error, 'The account could not be enabled. Please try again.'));
    } finally {
      setPending(null);
    }
  }

  async function viewAs(user: AdminUser) {
    setFailure(null);
    setPending(user.id);
    try {
      await adminApi.spoofUser(user.id);
      pageLoad.reloadTo('/');
    } catch (error) {
      setFailure(errorMessage(error, 'The app could not be shown as this user. Please try again.'));
      setPending(null);
    }
  }

  function actions(user: AdminUser) {
    // Nobody acts on their own row: the API refuses disabling, enabling and spoofing oneself.
    if (user.id === me?.id) return null;
    return (
      <div className="admin-table__actions">
        {canSpoof && canViewAs(user) ? (
          <Button
            variant="secondary"
            disabled={pending === user.id}
            onClick={() => void viewAs(user)}
            aria-label={`${ADMIN_MESSAGES.viewAsUser}: ${user.email}`}
          >
            {ADMIN_MESSAGES.viewAsUser}
          </Button>
        ) : null}
        {canDisable && user.account_disabled ? (
          <Button
            variant="secondary"
            disabled={pending === user.id}
            onClick={() => void enable(user)}
            aria-label={`Enable Account: ${user.email}`}
          >
            Enable Account
          </Button>
        ) : null}
        {canDisable && !user.account_disabled ? (
          <Button
            variant="danger"
            disabled={pending === user.id}
            onClick={() => setDisabling(user)}
            aria-label={`Disable Account: ${user.email}`}
          >
            Disable Account
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <section className="tpp-card admin-tools__section" aria-labelledby="admin-users-title">
      <h2 id="admin-users-title">Users</h2>
      {canSpoof ? (
        <p className="admin-tools__hint">
          Find a user, then View as User to see the app as they do (never as another staff member or an
          admin). Their own sessions stay as they are.
        </p>
      ) : null}
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
            <TableHead
              columns={[
                'Id',
                'Email',
                'Name',
                'Organization',
                'Status',
                (canDisable || canSpoof) && 'Actions',
              ]}
            />
            <tbody>
              {users.map((user) => (
                <tr key={user.id}>
                  <td>{user.id}</td>
                  <td className="admin-table__email">{user.email}</td>
                  <td>{user.full_name}</td>
                  <td>{user.team_name ?? '—'}</td>
                  <td>{statusText(user)}</td>
                  {canDisable || canSpoof ? <td>{actions(user)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {disabling ? (
        <ConfirmModal
          title={`Disable ${disabling.full_name || disabling.email}?`}
          confirmLabel="Disable Account"
          failedMessage="The account could not be disabled. Please try again."
          onConfirm={async () => {
            await setDisabled(disabling, true);
            setDisabling(null);
          }}
          onClose={() => setDisabling(null)}
        >
          <p>
            {disabling.full_name ? `${disabling.full_name} (${disabling.email})` : disabling.email} is signed
            out everywhere and cannot use the app until an admin enables the account again. Staff viewing the
            app as this user are signed out too.
          </p>
        </ConfirmModal>
      ) : null}
    </section>
  );
}
