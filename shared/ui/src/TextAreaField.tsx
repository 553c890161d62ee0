import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame.js';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  /** A message under the field; marks the field invalid for assistive technology. */
  error?: string | null;
  hint?: ReactNode;
  /**
   * Shows "n / maxLength characters" under the field (in place of `hint`) while there is no
   * error. Needs `maxLength` and a string `value`.
   */
  counter?: boolean;
}

/** A labelled multi-line text field: the same label, hint and error wiring as TextField. */
export function TextAreaField({
  label,
  error,
  hint,
  counter = false,
  className,
  ...rest
}: TextAreaFieldProps) {
  const shownHint =
    counter && rest.maxLength !== undefined
      ? `${String(rest.value ?? '').length} / ${rest.maxLength} characters`
      : hint;
  return (
    <FieldFrame label={label} error={error} hint={shownHint} className={className}>
      {(control) => <textarea {...control} {...rest} />}
    </FieldFrame>
  );
}
