import type { ReactNode } from 'react';
import { LinkButton, NotBuiltYet, PageHeader, useDocumentTitle } from '@tpp/ui';

export interface PageLink {
  href: string;
  label: string;
}

export interface WorkspacePageProps {
  title: string;
  /** Names what arrives later, in NotBuiltYet's '… is not available yet'. */
  feature: string;
  subtitle?: ReactNode;
  /** Navigation targets of this screen that exist already. */
  links?: readonly PageLink[];
  children?: ReactNode;
}

/**
 * The frame of a workspace screen whose feature arrives in a later issue: its heading, the
 * screens it leads to, and a plain notice that nothing works here yet.
 */
export function WorkspacePage({ title, feature, subtitle, links = [], children }: WorkspacePageProps) {
  useDocumentTitle(title);
  return (
    <div className="tpp-page">
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          links.length > 0 ? (
            <nav aria-label={`${title} links`} className="tpp-page-header__actions">
              {links.map((link) => (
                <LinkButton key={link.href} href={link.href}>
                  {link.label}
                </LinkButton>
              ))}
            </nav>
          ) : undefined
        }
      />
      {children}
      <NotBuiltYet feature={feature} />
    </div>
  );
}
