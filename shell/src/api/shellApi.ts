import { API, type UserNotice } from '@tpp/contracts';
import { api } from '@tpp/session';

/** The notifications of the header's bell, and the 'New Look' flag that travels with them. */
export const notificationsApi = {
  /** Newest first; `onlyUnread` for the poll. */
  list: (onlyUnread = false) =>
    api.call(API.userConfiguration.notifications, onlyUnread ? { query: { only_unread: true } } : {}),
  markRead: (id: number) =>
    api.call(API.userConfiguration.markNotificationRead, { body: { notification_id: id } }),
  markAllRead: () => api.call(API.userConfiguration.markNotificationRead, { body: { all: true } }),
  /** No body: the call that marks the 'New Look' flag read. */
  acknowledgeNewLook: () => api.call(API.userConfiguration.markNotificationRead, { body: {} }),
};

/** Whether the user has unread conversations (the header's messages icon). */
export const messagingApi = {
  unread: () => api.call(API.messaging.unread),
};

/** Ends acting as an organization or seeing the app as another user (the acting banner). */
export const actingApi = {
  stop: () => api.call(API.admin.stopActing),
};

/** One-time workspace notices (USER_NOTICES), dismissed per user and remembered by the server. */
export const noticesApi = {
  list: (signal?: AbortSignal) => api.call(API.teamLook.notices, { signal }),
  dismiss: (notice: UserNotice) => api.call(API.teamLook.dismissNotice, { body: { notice } }),
};
