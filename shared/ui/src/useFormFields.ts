import { useState } from 'react';
import { apiFieldErrors, formErrorMessage } from './apiFieldErrors.js';

export interface FormFieldsOptions {
  /** The API's field names in the form's words (see apiFieldErrors). */
  labels?: Readonly<Record<string, string>>;
  /** Typing in a field removes its message (the sign-up form); otherwise messages stay until the next submit. */
  clearErrorOnChange?: boolean;
}

/**
 * The text values of a form with a message per field and one for the whole form. `field(name)`
 * gives a TextField or TextAreaField its value, onChange and error; `fail(error, fallback)` shows a
 * failed call's field messages under the fields, or (when it names none) one message for the form.
 */
export function useFormFields<K extends string>(
  initial: Record<K, string> | (() => Record<K, string>),
  { labels = {}, clearErrorOnChange = false }: FormFieldsOptions = {},
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const field = (name: K) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      if (clearErrorOnChange) setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: errors[name],
  });

  /** Before a submit: no messages. */
  const clearMessages = () => {
    setErrors({});
    setFailure(null);
  };

  const fail = (error: unknown, fallback: string) => {
    const fields = apiFieldErrors(error, labels);
    setErrors(fields);
    if (Object.keys(fields).length === 0) setFailure(formErrorMessage(error, labels, fallback));
  };

  return { values, setValues, errors, setErrors, failure, setFailure, field, clearMessages, fail };
}
