import type { UserStatus } from '@tpp/contracts';
import { ShellLink } from '../components/ShellLink';
import { isNavEntryActive, mainNavEntries } from '../navigation/navEntries';

export interface MainNavProps {
  id: string;
  user: UserStatus;
  path: string;
  /** On small screens the list is collapsed behind the menu toggle. */
  expanded: boolean;
  onNavigate: () => void;
}

export function MainNav({ id, user, path, expanded, onNavigate }: MainNavProps) {
  return (
    <nav id={id} aria-label="Main" className={expanded ? 'shell-nav shell-nav--expanded' : 'shell-nav'}>
      <ul className="shell-nav__list">
        {mainNavEntries(user).map((entry) => {
          const active = isNavEntryActive(entry, path);
          return (
            <li key={entry.href}>
              <ShellLink
                href={entry.href}
                className={active ? 'shell-nav__link shell-nav__link--active' : 'shell-nav__link'}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              >
                {entry.label}
              </ShellLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
