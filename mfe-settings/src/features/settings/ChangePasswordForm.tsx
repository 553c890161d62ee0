import { useState } from 'react';
import {
  isLongEnoughPassword,
  MESSAGE_DURATION_MS,
  MESSAGES,
  MIN_PASSWORD_LENGTH,
  PASSWORD_RULE_MESSAGES,
} from '@tpp/contracts';
import {
  Alert,
  apiFieldErrors,
  formErrorMessage,
  PasswordForm,
  useTimedMessage,
  useTimedValue,
} from '@tpp/ui';
import { settingsApi } from '../../api/settingsApi';

const CHANGE_FAILED = 'Your password could not be changed.';
const CURRENT_PASSWORD = 'Current password';
const NEW_PASSWORD = 'New password';
/** The API's field names in this form's words. */
const FIELD_LABELS = { old_password: CURRENT_PASSWORD, new_password: NEW_PASSWORD };

type Notice = { tone: 'success' | 'error'; text: string };

/**
 * Change Password tab. A mismatch blocks the call; a short new password only shows 'Choose a
 * longer password: use at least 8 characters.' and the request is still sent, so the
 * server has the last word. A rule of the password policy the server refuses (too short, a common
 * password, the email address) stays under the new password until the next submit.
 */
export function ChangePasswordForm() {
  const notice = useTimedValue<Notice>(MESSAGE_DURATION_MS.password);
  const lengthWarning = useTimedMessage(MESSAGE_DURATION_MS.password);
  const [passwordRule, setPasswordRule] = useState<string | null>(null);

  return (
    <PasswordForm
      className="tpp-form"
      intro={
        <p className="tpp-form__intro">
          Use at least {MIN_PASSWORD_LENGTH} characters, and neither a common password nor your email address.
        </p>
      }
      notice={notice.value ? <Alert tone={notice.value.tone}>{notice.value.text}</Alert> : null}
      currentPasswordLabel={CURRENT_PASSWORD}
      confirmationLabel="Repeat new password"
      submitLabel="Change Password"
      guardUnsaved
      errors={{ password: passwordRule ?? lengthWarning.message }}
      onSubmit={async ({ currentPassword, password, confirmation }) => {
        if (password !== confirmation) {
          lengthWarning.clear();
          notice.show({ tone: 'error', text: MESSAGES.newPasswordMismatch });
          return false;
        }
        notice.clear();
        setPasswordRule(null);
        if (isLongEnoughPassword(password)) lengthWarning.clear();
        else lengthWarning.show(PASSWORD_RULE_MESSAGES.tooShort);
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
          const rule = apiFieldErrors(error, FIELD_LABELS).new_password;
          if (rule) setPasswordRule(rule);
          else notice.show({ tone: 'error', text: formErrorMessage(error, FIELD_LABELS, CHANGE_FAILED) });
          return false;
        }
      }}
    />
  );
}
