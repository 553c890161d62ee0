import { useState } from 'react';
import { ADMIN_MESSAGES } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { Alert, apiFieldErrors, Button, TextField, useFormSubmit } from '@tpp/ui';
import { adminApi } from '../../../api/adminApi';
import { pageLoad } from './reloadTo';

/** Staff: the spec's 'Spoof user' form taking a user id (POST /api/admin/user/settings/fake-id). */
export function SpoofUserForm() {
  const [userId, setUserId] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const { busy, onSubmit } = useFormSubmit(async () => {
    setFieldError(null);
    setFailure(null);
    const id = Number(userId.trim());
    if (!/^[1-9][0-9]*$/.test(userId.trim()) || !Number.isSafeInteger(id)) {
      setFieldError('Enter a user id: a positive whole number.');
      return;
    }
    try {
      await adminApi.spoofUser(id);
      pageLoad.reloadTo('/talent-sheets');
    } catch (error) {
      const fields = apiFieldErrors(error, { user_id: 'User id' });
      if (fields.user_id) setFieldError(fields.user_id);
      else setFailure(errorMessage(error, 'The user could not be spoofed. Please try again.'));
    }
  });

  return (
    <section className="tpp-card admin-tools__section" aria-labelledby="admin-spoof-title">
      <h2 id="admin-spoof-title">{ADMIN_MESSAGES.spoofUser}</h2>
      <p className="admin-tools__hint">
        See the app as a user (never another staff member or an admin). Their own sessions stay as they are.
      </p>
      <form className="admin-tools__row" onSubmit={onSubmit} noValidate>
        <TextField
          label="User id"
          inputMode="numeric"
          value={userId}
          onChange={(event) => setUserId(event.target.value)}
          error={fieldError}
        />
        <Button type="submit" disabled={busy || userId.trim() === ''}>
          Spoof User
        </Button>
      </form>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </section>
  );
}
