import { useState, type ReactNode } from 'react';
import { checkNewPassword, MESSAGE_DURATION_MS, MESSAGES } from '@tpp/contracts';
import { Alert, Button, TextField, useFormSubmit, useTimedValue } from '@tpp/ui';

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

/** Set-password forms (reset password, confirm account): new password and its confirmation. */
export function NewPasswordForm({ submitLabel, onSubmit, failure, children }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const rule = useTimedValue<RuleMessage>(MESSAGE_DURATION_MS.password);

  const { busy, onSubmit: submit } = useFormSubmit(async () => {
    const problem = checkNewPassword(password, confirmation);
    if (problem === 'mismatch')
      return rule.show({ field: 'confirmation', text: MESSAGES.passwordsDoNotMatch });
    if (problem === 'too_short') return rule.show({ field: 'password', text: MESSAGES.chooseLongerPassword });
    rule.clear();
    await onSubmit(password);
  });

  return (
    <form onSubmit={submit} noValidate>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {children}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={rule.value?.field === 'password' ? rule.value.text : null}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={rule.value?.field === 'confirmation' ? rule.value.text : null}
      />
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
