import { isLongEnoughPassword, MESSAGE_DURATION_MS, MESSAGES } from '@tpp/contracts';
import { Alert, formErrorMessage, PasswordForm, useTimedMessage, useTimedValue } from '@tpp/ui';
import { settingsApi } from '../../api/settingsApi';

const CHANGE_FAILED = 'Your password could not be changed.';
const CURRENT_PASSWORD = 'Current password';
const NEW_PASSWORD = 'New password';
/** The API's field names in this form's words. */
const FIELD_LABELS = { old_password: CURRENT_PASSWORD, new_password: NEW_PASSWORD };

type Notice = { tone: 'success' | 'error'; text: string };

/**
 * Change Password tab. A mismatch blocks the call; a short new password only shows 'Choose a
 * longer password' and the request is still sent (spec §5), so the server has the last word.
 */
export function ChangePasswordForm() {
  const notice = useTimedValue<Notice>(MESSAGE_DURATION_MS.password);
  const lengthWarning = useTimedMessage(MESSAGE_DURATION_MS.password);

  return (
    <PasswordForm
      className="tpp-form"
      intro={<p className="tpp-form__intro">Use at least 6 characters.</p>}
      notice={notice.value ? <Alert tone={notice.value.tone}>{notice.value.text}</Alert> : null}
      currentPasswordLabel={CURRENT_PASSWORD}
      confirmationLabel="Repeat new password"
      submitLabel="Change Password"
      guardUnsaved
      errors={{ password: lengthWarning.message }}
      onSubmit={async ({ currentPassword, password, confirmation }) => {
        if (password !== confirmation) {
          lengthWarning.clear();
          notice.show({ tone: 'error', text: MESSAGES.newPasswordMismatch });
          return false;
        }
        notice.clear();
        if (isLongEnoughPassword(password)) lengthWarning.clear();
        else lengthWarning.show(MESSAGES.chooseLongerPassword);
        try {
          const data = await settingsApi.changePassword({
            old_password: currentPassword,
            new_password: password,
          });
          if (!data?.success) {
            notice.show({ tone: 'error', text: CHANGE_FAILED });
            return false;
          }
          notice.show({ tone: 'success', text: MESSAGES.passwordChanged });
          return true;
        } catch (error) {
          notice.show({ tone: 'error', text: formErrorMessage(error, FIELD_LABELS, CHANGE_FAILED) });
          return false;
        }
      }}
    />
  );
}
