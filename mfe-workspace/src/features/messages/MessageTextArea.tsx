import { useId, type TextareaHTMLAttributes } from 'react';
import { MESSAGE_BODY_MAX_LENGTH } from '@tpp/contracts';

export interface MessageTextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  /** A message under the field; marks it invalid for assistive technology. */
  error?: string | null;
  className?: string;
}

/** A labelled message body (the reply box, New Message): at most MESSAGE_BODY_MAX_LENGTH characters. */
export function MessageTextArea({ label, hint, error, className, ...rest }: MessageTextAreaProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={['tpp-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        maxLength={MESSAGE_BODY_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {hint && !error ? (
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
