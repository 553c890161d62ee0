import { useState } from 'react';
import { isScreenBuilt, PRODUCT_NAME, type UserStatus } from '@tpp/contracts';
import { ShellLink } from '../components/ShellLink';
import { Icon } from '../components/Icon';
import { accountDisplayName, accountMenuEntries } from '../navigation/navEntries';
import { AccountMenu } from './AccountMenu';
import { MainNav } from './MainNav';
import { NotificationsBell } from '../notifications/NotificationsBell';
import { useUnreadConversationsPolling } from '../notifications/unreadConversations';

const NAV_ID = 'shell-main-nav';

export function AppHeader({ user, path }: { user: UserStatus; path: string }) {
  const [navExpanded, setNavExpanded] = useState(false);
  useUnreadConversationsPolling(isScreenBuilt('messages'));

  return (
    <header className="shell-header">
      <div className="shell-header__bar">
        <ShellLink href="/" className="shell-brand">
          {PRODUCT_NAME}
        </ShellLink>
        <MainNav
          id={NAV_ID}
          user={user}
          path={path}
          expanded={navExpanded}
          onNavigate={() => setNavExpanded(false)}
        />
        <div className="shell-header__tools">
          <NotificationsBell />
          <ShellLink href="/configure" className="shell-icon-link" aria-label="Settings">
            <Icon name="gear" />
          </ShellLink>
          <AccountMenu displayName={accountDisplayName(user)} entries={accountMenuEntries(user)} />
          <button
            type="button"
            className="shell-nav-toggle"
            aria-expanded={navExpanded}
            aria-controls={NAV_ID}
            onClick={() => setNavExpanded((expanded) => !expanded)}
          >
            <Icon name="menu" />
            <span className="shell-visually-hidden">Navigation</span>
          </button>
        </div>
      </div>
    </header>
  );
}
