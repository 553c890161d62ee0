import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame.js';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A message under the field; marks the field invalid for assistive technology. */
  error?: string | null;
  hint?: string;
}

export function TextField({ label, error, hint, className, ...rest }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...control} {...rest} />}
    </FieldFrame>
  );
}
