import type { ReactNode } from 'react';

export interface ResultPanelProps {
  tone: 'success' | 'error' | 'info';
  children: ReactNode;
  actions?: ReactNode;
}

const ICONS = { success: '✓', error: '!', info: '✉' } as const;

/** The outcome of an account flow inside its card: an icon, the texts and what to do next. */
export function ResultPanel({ tone, children, actions }: ResultPanelProps) {
  return (
    <div className={`tpp-result tpp-result--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="tpp-result__icon" aria-hidden="true">
        {ICONS[tone]}
      </span>
      {children}
      {actions ? <div className="tpp-actions">{actions}</div> : null}
    </div>
  );
}
