import type { ReactNode } from 'react';
import { Alert } from './Alert.js';
import { Button } from './Button.js';

export interface FormFooterProps {
  /** The form's error, shown above the actions; nothing when empty. */
  error?: ReactNode;
  /** The submit button's label. */
  submitLabel: ReactNode;
  /** The submit button is busy (and disabled) while the form is sent. */
  busy: boolean;
  disabled?: boolean;
  /** More actions after the submit button (Cancel, a note). */
  children?: ReactNode;
}

/** The end of a form: its error, then the actions row led by the submit button. */
export function FormFooter({ error, submitLabel, busy, disabled, children }: FormFooterProps) {
  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="tpp-actions">
        <Button type="submit" busy={busy} disabled={disabled}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </>
  );
}
