import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@tpp/contracts';

/** The plain frame of pages that brands open without an account. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="tpp-public">
      <header className="tpp-public__header">
        <span className="tpp-public__brand">{PRODUCT_NAME}</span>
      </header>
      <div className="tpp-public__main">{children}</div>
    </div>
  );
}
