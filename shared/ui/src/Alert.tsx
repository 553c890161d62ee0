import type { ReactNode } from 'react';

export interface AlertProps {
  tone: 'error' | 'success' | 'info' | 'warning';
  children: ReactNode;
  onDismiss?: () => void;
}

/** Errors are announced at once (role alert); other tones politely (role status). */
export function Alert({ tone, children, onDismiss }: AlertProps) {
  return (
    <div className={`tpp-alert tpp-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className="tpp-alert__body">{children}</div>
      {onDismiss ? (
        <button type="button" className="tpp-alert__dismiss" aria-label="Dismiss" onClick={onDismiss}>
          ×
        </button>
      ) : null}
    </div>
  );
}
