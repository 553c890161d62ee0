import type { ReactNode } from 'react';
import { Button } from './Button.js';
import { TextField } from './TextField.js';
import { useFormFields } from './useFormFields.js';
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

const EMPTY: PasswordValues = { currentPassword: '', password: '', confirmation: '' };

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
  const { values, setValues, field } = useFormFields<keyof PasswordValues>(EMPTY);
  useUnsavedChangesGuard(guardUnsaved && Object.values(values).some((value) => value !== ''));

  const { busy, onSubmit: submit } = useFormSubmit(async () => {
    if (await onSubmit(values)) setValues(EMPTY);
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
          {...field('currentPassword')}
        />
      ) : null}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        {...field('password')}
        error={errors?.password}
      />
      <TextField
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
        {...field('confirmation')}
        error={errors?.confirmation}
      />
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
