import type { ReactNode } from 'react';
import { checkNewPassword, MESSAGE_DURATION_MS, MESSAGES } from '@tpp/contracts';
import { Alert, PasswordForm, useTimedValue } from '@tpp/ui';

export interface NewPasswordFormProps {
  submitLabel: string;
  /** Called with a password that passed the shared rules; shows its own failure through `failure`. */
  onSubmit: (password: string) => Promise<void>;
  /** The failure of the last call, shown above the fields until the next submit. */
  failure?: string | null;
  /** Fields shown before the passwords (the account's email). */
  children?: ReactNode;
}

interface RuleMessage {
  field: 'password' | 'confirmation';
  text: string;
}

/** Set-password forms (reset password, confirm account): a short or mismatched password is not sent. */
export function NewPasswordForm({ submitLabel, onSubmit, failure, children }: NewPasswordFormProps) {
  const rule = useTimedValue<RuleMessage>(MESSAGE_DURATION_MS.password);
  return (
    <PasswordForm
      submitLabel={submitLabel}
      notice={failure ? <Alert tone="error">{failure}</Alert> : null}
      errors={{
        password: rule.value?.field === 'password' ? rule.value.text : null,
        confirmation: rule.value?.field === 'confirmation' ? rule.value.text : null,
      }}
      onSubmit={async ({ password, confirmation }) => {
        const problem = checkNewPassword(password, confirmation);
        if (problem === 'mismatch')
          return rule.show({ field: 'confirmation', text: MESSAGES.passwordsDoNotMatch });
        if (problem === 'too_short')
          return rule.show({ field: 'password', text: MESSAGES.chooseLongerPassword });
        rule.clear();
        await onSubmit(password);
      }}
    >
      {children}
    </PasswordForm>
  );
}
