import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame.js';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  /** A message under the field; marks the field invalid for assistive technology. */
  error?: string | null;
  hint?: ReactNode;
  /** The `<option>`s. */
  children: ReactNode;
}

/** A labelled drop-down: the same label, hint and error wiring as TextField. */
export function SelectField({ label, error, hint, className, children, ...rest }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...control} {...rest}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
