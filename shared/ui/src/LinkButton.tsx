import type { ReactNode } from 'react';
import { Link } from 'wouter';

export interface LinkButtonProps {
  href: string;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}

/** A navigation that looks like a button (pushState, no reload); its role stays 'link'. */
export function LinkButton({ href, variant = 'secondary', children }: LinkButtonProps) {
  return (
    <Link href={href} className={`tpp-button tpp-button--${variant}`}>
      {children}
    </Link>
  );
}
