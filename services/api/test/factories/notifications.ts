import type { NotificationsResponse } from '@tpp/contracts';
import type { TestBrowser } from '../support/test-browser.js';

/** The unread notifications of the browser's user, newest first (GET /api/user/notifications). */
export async function unreadNotifications(
  browser: TestBrowser,
): Promise<NotificationsResponse['notifications']> {
  return (await browser.get('/api/user/notifications?only_unread=true')).json<NotificationsResponse>()
    .notifications;
}
