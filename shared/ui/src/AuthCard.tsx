import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@tpp/contracts';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card of the sign-in and account screens. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="tpp-auth">
      <div className="tpp-auth__brand" aria-hidden="true">
        {PRODUCT_NAME}
      </div>
      <section className="tpp-card tpp-auth__card" aria-labelledby="tpp-auth-title">
        <h1 id="tpp-auth-title">{title}</h1>
        {subtitle ? <div className="tpp-auth__subtitle">{subtitle}</div> : null}
        {children}
      </section>
      {footer ? <div className="tpp-auth__footer">{footer}</div> : null}
    </div>
  );
}
