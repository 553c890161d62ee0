import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <header className="tpp-page-header">
      <div>
        <h1>{title}</h1>
        {subtitle ? <p className="tpp-page-header__subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="tpp-page-header__actions">{actions}</div> : null}
    </header>
  );
}
