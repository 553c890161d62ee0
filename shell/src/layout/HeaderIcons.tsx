import { ShellLink } from '../components/ShellLink';
import { Icon } from '../components/Icon';

/**
 * The settings and messages shortcuts; the messages icon is highlighted while conversations are
 * unread, and shows only once messages are built.
 */
export function HeaderIcons({ hasUnread, showMessages }: { hasUnread: boolean; showMessages: boolean }) {
  return (
    <>
      <ShellLink href="/configure" className="shell-icon-link" aria-label="Settings">
        <Icon name="gear" />
      </ShellLink>
      {showMessages ? (
        <ShellLink
          href="/messages"
          className={hasUnread ? 'shell-icon-link shell-icon-link--unread' : 'shell-icon-link'}
          aria-label={hasUnread ? 'Messages (unread conversations)' : 'Messages'}
          data-unread={hasUnread ? 'true' : undefined}
        >
          <Icon name="envelope" />
          {hasUnread ? <span className="shell-icon-link__dot" aria-hidden="true" /> : null}
        </ShellLink>
      ) : null}
    </>
  );
}
