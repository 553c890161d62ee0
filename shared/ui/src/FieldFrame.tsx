import { useId, type ReactNode } from 'react';

/** What every labelled field of the kit takes besides its control's own attributes. */
export interface FieldFrameProps {
  label: ReactNode;
  /** A message under the field; marks the field invalid for assistive technology. */
  error?: string | null;
  /** A line under the field while there is no error (a format, a character count). */
  hint?: ReactNode;
  className?: string;
}

/** The attributes that tie a control to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The markup every field shares (`.tpp-field`: label, control, hint or error): TextField,
 * TextAreaField and SelectField draw their control inside it with the ids it hands them.
 */
export function FieldFrame({
  label,
  error,
  hint,
  className,
  children,
}: FieldFrameProps & { children: (control: FieldControlProps) => ReactNode }) {
  const id = useId();
  const showHint = hint !== undefined && hint !== null && hint !== '' && !error;
  const describedBy = error ? `${id}-error` : showHint ? `${id}-hint` : undefined;
  return (
    <div className={['tpp-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {showHint ? (
        <p id={`${id}-hint`} className="tpp-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="tpp-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
