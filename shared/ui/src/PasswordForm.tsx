import { useState, type ReactNode } from 'react';
import { Button } from './Button.js';
import { TextField } from './TextField.js';
import { useFormSubmit } from './useFormSubmit.js';
import { useUnsavedChangesGuard } from './unsavedChanges.js';

export interface PasswordValues {
  /** Empty unless `currentPasswordLabel` asks for it. */
  currentPassword: string;
  password: string;
  confirmation: string;
}

export interface PasswordFormProps {
  submitLabel: string;
  /** Asks for the current password first (Change Password). */
  currentPasswordLabel?: string;
  /** 'Confirm password' unless given. */
  confirmationLabel?: string;
  className?: string;
  /** Above everything, e.g. 'Use at least 6 characters.' */
  intro?: ReactNode;
  /** The outcome of the last submit (an Alert), above the fields. */
  notice?: ReactNode;
  /** Fields shown before the passwords (the account's email). */
  children?: ReactNode;
  /** Messages under the new password and its confirmation. */
  errors?: { password?: string | null; confirmation?: string | null };
  /** Runs the form's own rules and call; answering true empties the fields. */
  onSubmit: (values: PasswordValues) => Promise<boolean | void>;
  /** Typed passwords count as unsaved work: leaving asks first (Change Password). */
  guardUnsaved?: boolean;
}

/**
 * The password forms (Change Password in settings; reset password and account confirmation in the
 * public area): the fields, one submit at a time, and the messages the caller's rules decide.
 */
export function PasswordForm({
  submitLabel,
  currentPasswordLabel,
  confirmationLabel = 'Confirm password',
  className,
  intro,
  notice,
  children,
  errors,
  onSubmit,
  guardUnsaved = false,
}: PasswordFormProps) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  useUnsavedChangesGuard(guardUnsaved && (currentPassword !== '' || password !== '' || confirmation !== ''));

  const { busy, onSubmit: submit } = useFormSubmit(async () => {
    if (await onSubmit({ currentPassword, password, confirmation })) {
      setCurrentPassword('');
      setPassword('');
      setConfirmation('');
    }
  });

  return (
    <form className={className} onSubmit={submit} noValidate>
      {intro}
      {notice}
      {children}
      {currentPasswordLabel ? (
        <TextField
          label={currentPasswordLabel}
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
      ) : null}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors?.password}
      />
      <TextField
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={errors?.confirmation}
      />
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
