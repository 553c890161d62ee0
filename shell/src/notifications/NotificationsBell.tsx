import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { NOTIFICATIONS_POLL_MS, formatMessageTime, type AppNotification } from '@tpp/contracts';
import { navigate } from '@tpp/session';
import { Icon } from '../components/Icon';
import { usePopover } from '../components/usePopover';
import {
  loadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  pollUnreadNotifications,
  unreadCount,
  useNotifications,
} from './notificationsStore';
import { usePolling } from './usePolling';

export const NOTIFICATION_TEXTS = {
  heading: 'Notifications',
  empty: 'No notifications yet',
  loading: 'Loading notifications…',
  failed: 'Notifications could not be loaded.',
  markAllFailed: 'They could not be marked read. Please try again.',
} as const;

/**
 * The header's bell: unread notifications polled every 10 minutes (spec, unread only) while the
 * tab is visible, the whole list on opening. A click marks the item read and goes to its page;
 * Mark All Read marks every one. A disclosure: Escape or a click elsewhere closes it.
 */
export function NotificationsBell() {
  const { open, setOpen, rootRef } = usePopover();
  const [markAllError, setMarkAllError] = useState(false);
  const items = useNotifications((state) => state.items);
  const listStatus = useNotifications((state) => state.listStatus);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  const unread = unreadCount(items);

  usePolling(pollUnreadNotifications, NOTIFICATIONS_POLL_MS);

  const toggle = () => {
    if (open) return setOpen(false);
    setOpen(true);
    setMarkAllError(false);
    void loadNotifications();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const follow = (item: AppNotification) => {
    setOpen(false);
    if (!item.read) void markNotificationRead(item.id).catch(() => undefined);
    navigate(item.href);
  };

  const markAll = () => {
    setMarkAllError(false);
    markAllNotificationsRead().catch(() => setMarkAllError(true));
  };

  return (
    <div className="shell-notifications" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={unread > 0 ? 'shell-icon-link shell-icon-link--unread' : 'shell-icon-link'}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}
        onClick={toggle}
      >
        <Icon name="bell" />
        {unread > 0 ? (
          <span className="shell-notifications__count" aria-hidden="true">
            {unread > 9 ? '9+' : unread}
          </span>
        ) : null}
      </button>
      <section id={panelId} className="shell-notifications__panel" aria-labelledby={headingId} hidden={!open}>
        <div className="shell-notifications__head">
          <h2 id={headingId}>{NOTIFICATION_TEXTS.heading}</h2>
          {unread > 0 ? (
            <button type="button" className="shell-notifications__mark-all" onClick={markAll}>
              Mark All Read
            </button>
          ) : null}
        </div>
        {markAllError ? (
          <p className="shell-notifications__note shell-notifications__note--error" role="alert">
            {NOTIFICATION_TEXTS.markAllFailed}
          </p>
        ) : null}
        {listStatus === 'loading' && items.length === 0 ? (
          <p className="shell-notifications__note" role="status">
            {NOTIFICATION_TEXTS.loading}
          </p>
        ) : null}
        {listStatus === 'failed' ? (
          <p className="shell-notifications__note shell-notifications__note--error" role="alert">
            {NOTIFICATION_TEXTS.failed}{' '}
            <button
              type="button"
              className="shell-notifications__retry"
              onClick={() => void loadNotifications()}
            >
              Try Again
            </button>
          </p>
        ) : null}
        {listStatus === 'ready' && items.length === 0 ? (
          <p className="shell-notifications__note">{NOTIFICATION_TEXTS.empty}</p>
        ) : null}
        {items.length > 0 ? (
          <ul className="shell-notifications__list">
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={
                    item.read ? 'shell-notification' : 'shell-notification shell-notification--unread'
                  }
                  onClick={() => follow(item)}
                >
                  <span className="shell-notification__title">
                    {item.read ? null : <span className="shell-visually-hidden">Unread: </span>}
                    {item.title}
                  </span>
                  {item.body ? <span className="shell-notification__body">{item.body}</span> : null}
                  <time className="shell-notification__time" dateTime={item.created_at}>
                    {formatMessageTime(item.created_at)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
