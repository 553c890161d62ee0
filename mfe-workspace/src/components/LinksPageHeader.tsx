import type { ReactNode } from 'react';
import { PageHeader } from '@tpp/ui';

export interface LinksPageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Names the links' navigation '{label} links' for assistive technology (default: the title). */
  label?: string;
  /** The page's links (LinkButtons), at the end of the header. */
  children: ReactNode;
}

/**
 * A page header whose actions are the page's links to its neighbours, in one `<nav>` named after the
 * page: the header every workspace screen with onward links uses.
 */
export function LinksPageHeader({ title, subtitle, label = title, children }: LinksPageHeaderProps) {
  return (
    <PageHeader
      title={title}
      subtitle={subtitle}
      actions={
        <nav aria-label={`${label} links`} className="tpp-page-header__actions">
          {children}
        </nav>
      }
    />
  );
}
