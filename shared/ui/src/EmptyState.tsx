import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className="tpp-empty">
      <h2>{title}</h2>
      {children ? <div className="tpp-empty__body">{children}</div> : null}
      {action ? <div className="tpp-empty__action">{action}</div> : null}
    </div>
  );
}
