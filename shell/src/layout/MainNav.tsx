import type { UserStatus } from '@tpp/contracts';
import { ShellLink } from '../components/ShellLink';
import { isNavEntryActive, mainNavEntries, MESSAGES_HREF, toolsMenuEntries } from '../navigation/navEntries';
import { MenuButton } from './MenuButton';

export interface MainNavProps {
  id: string;
  user: UserStatus;
  path: string;
  /** On small screens the list is collapsed behind the menu toggle. */
  expanded: boolean;
  onNavigate: () => void;
}

/** The main navigation: the daily screens, Messages (marked while conversations are unread), then Tools. */
export function MainNav({ id, user, path, expanded, onNavigate }: MainNavProps) {
  const tools = toolsMenuEntries(user);
  return (
    <nav id={id} aria-label="Main" className={expanded ? 'shell-nav shell-nav--expanded' : 'shell-nav'}>
      <ul className="shell-nav__list">
        {mainNavEntries(user).map((entry) => {
          const active = isNavEntryActive(entry, path);
          const unread = entry.href === MESSAGES_HREF && user.has_unread_conversations;
          const classes = [
            'shell-nav__link',
            active ? 'shell-nav__link--active' : '',
            unread ? 'shell-nav__link--unread' : '',
          ];
          return (
            <li key={entry.href}>
              <ShellLink
                href={entry.href}
                className={classes.filter(Boolean).join(' ')}
                aria-current={active ? 'page' : undefined}
                aria-label={unread ? `${entry.label} (unread conversations)` : undefined}
                data-unread={unread ? 'true' : undefined}
                onClick={onNavigate}
              >
                {entry.label}
                {unread ? <span className="shell-nav__dot" aria-hidden="true" /> : null}
              </ShellLink>
            </li>
          );
        })}
        {tools.length > 0 ? (
          <li>
            <MenuButton
              className="shell-tools"
              buttonClassName="shell-nav__link shell-tools__button"
              menuAlign="left"
              entries={tools}
            >
              Tools
            </MenuButton>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
