import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from '@tpp/session';

export interface ShellLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A real link (it can be opened in a new tab) that moves inside the page with pushState, so
 * single-spa swaps the remote without a reload.
 */
export function ShellLink({ href, onClick, ...rest }: ShellLinkProps) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event) || rest.target) return;
        event.preventDefault();
        if (href !== window.location.pathname + window.location.search) navigate(href);
      }}
    />
  );
}
