import { useState } from 'react';
import { isLongEnoughPassword, MESSAGE_DURATION_MS, MESSAGES } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { Alert, Button, TextField, useFormSubmit, useTimedMessage, useTimedValue } from '@tpp/ui';
import { settingsApi } from '../../api/settingsApi';

const CHANGE_FAILED = 'Your password could not be changed.';

type Notice = { tone: 'success' | 'error'; text: string };

/**
 * Change Password tab. A mismatch blocks the call; a short new password only shows 'Choose a
 * longer password' and the request is still sent (spec §5), so the server has the last word.
 */
export function ChangePasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const notice = useTimedValue<Notice>(MESSAGE_DURATION_MS.password);
  const lengthWarning = useTimedMessage(MESSAGE_DURATION_MS.password);

  const { busy, onSubmit } = useFormSubmit(async () => {
    if (newPassword !== repeatPassword) {
      lengthWarning.clear();
      notice.show({ tone: 'error', text: MESSAGES.newPasswordMismatch });
      return;
    }
    notice.clear();
    if (isLongEnoughPassword(newPassword)) lengthWarning.clear();
    else lengthWarning.show(MESSAGES.chooseLongerPassword);
    try {
      const data = await settingsApi.changePassword({
        old_password: currentPassword,
        new_password: newPassword,
      });
      if (!data?.success) {
        notice.show({ tone: 'error', text: CHANGE_FAILED });
        return;
      }
      notice.show({ tone: 'success', text: MESSAGES.passwordChanged });
      setCurrentPassword('');
      setNewPassword('');
      setRepeatPassword('');
    } catch (error) {
      notice.show({ tone: 'error', text: errorMessage(error, CHANGE_FAILED) });
    }
  });

  return (
    <form className="tpp-form" onSubmit={onSubmit} noValidate>
      <p className="tpp-form__intro">Use at least 6 characters.</p>
      {notice.value ? <Alert tone={notice.value.tone}>{notice.value.text}</Alert> : null}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        error={lengthWarning.message}
      />
      <TextField
        label="Repeat new password"
        type="password"
        autoComplete="new-password"
        value={repeatPassword}
        onChange={(event) => setRepeatPassword(event.target.value)}
      />
      <Button type="submit" busy={busy}>
        Change Password
      </Button>
    </form>
  );
}
