import type { ReactNode } from 'react';
import { checkNewPassword, MESSAGE_DURATION_MS, MESSAGES, PASSWORD_RULE_MESSAGES } from '@tpp/contracts';
import { Alert, PasswordForm, useTimedValue } from '@tpp/ui';

export interface NewPasswordFormProps {
  submitLabel: string;
  /** Called with a password that passed the shared rules; shows its own failure through `failure`. */
  onSubmit: (password: string) => Promise<void>;
  /** The failure of the last call, shown above the fields until the next submit. */
  failure?: string | null;
  /**
   * The API's refusal of the password itself (a rule of the password policy: not a common
   * password, not the email address), shown under the new password until the next submit.
   */
  passwordError?: string | null;
  /** Fields shown before the passwords (the account's email). */
  children?: ReactNode;
}

interface RuleMessage {
  field: 'password' | 'confirmation';
  text: string;
}

/**
 * Set-password forms (reset password, confirm account): a short or mismatched password is not sent;
 * the rules only the server knows (its list of common passwords, the account's address) come back
 * as `passwordError`.
 */
export function NewPasswordForm({
  submitLabel,
  onSubmit,
  failure,
  passwordError,
  children,
}: NewPasswordFormProps) {
  const rule = useTimedValue<RuleMessage>(MESSAGE_DURATION_MS.password);
  return (
    <PasswordForm
      submitLabel={submitLabel}
      notice={failure ? <Alert tone="error">{failure}</Alert> : null}
      errors={{
        password: rule.value?.field === 'password' ? rule.value.text : (passwordError ?? null),
        confirmation: rule.value?.field === 'confirmation' ? rule.value.text : null,
      }}
      onSubmit={async ({ password, confirmation }) => {
        const problem = checkNewPassword(password, confirmation);
        if (problem === 'mismatch')
          return rule.show({ field: 'confirmation', text: MESSAGES.passwordsDoNotMatch });
        if (problem === 'too_short')
          return rule.show({ field: 'password', text: PASSWORD_RULE_MESSAGES.tooShort });
        rule.clear();
        await onSubmit(password);
      }}
    >
      {children}
    </PasswordForm>
  );
}
