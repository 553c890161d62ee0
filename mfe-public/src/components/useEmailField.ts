import { useState, type ChangeEvent } from 'react';
import { MAX_EMAIL_LENGTH, MESSAGES } from '@tpp/contracts';

/**
 * The 'Email' field of the account forms: its props for TextField, the trimmed value, and the
 * sign-in rule 'Email is required', shown under the field until the next edit.
 */
export function useEmailField() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  return {
    email: value.trim(),
    /** True when an email was entered; otherwise shows 'Email is required'. */
    requireEmail: () => {
      const present = value.trim() !== '';
      setError(present ? null : MESSAGES.emailRequired);
      return present;
    },
    fieldProps: {
      label: 'Email',
      type: 'email',
      autoComplete: 'email',
      maxLength: MAX_EMAIL_LENGTH,
      value,
      error,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(event.target.value);
        setError(null);
      },
    },
  };
}
