import { Injectable } from '@nestjs/common';
import {
  MESSAGING_ERROR_CODES,
  NOTIFICATIONS_LIMIT,
  type MarkNotificationReadRequest,
  type NotificationsQuery,
  type NotificationsResponse,
  type SuccessResponse,
} from '@tpp/contracts';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import { mapNotification } from '../dto/notification.mapper.js';
import { MessagingException } from '../messaging.errors.js';
import { NotificationsRepository, type NewNotification } from '../repositories/notifications.repository.js';
import type { Viewer } from '../repositories/conversations.repository.js';

/**
 * The header's notifications: a task completed or failed, a request changed status, a brand
 * responded; plus the 'New Look' flag. Other modules add them inside their own transactions.
 */
@Injectable()
export class NotificationsService {
  constructor(private readonly notifications: NotificationsRepository) {}

  notify(db: Queryable, notification: NewNotification): Promise<void> {
    return this.notifications.insert(notification, db);
  }

  async list(viewer: Viewer, query: NotificationsQuery): Promise<NotificationsResponse> {
    const [rows, newLook] = await Promise.all([
      this.notifications.list(viewer.userId, viewer.teamId, query.only_unread ?? false, NOTIFICATIONS_LIMIT),
      this.notifications.newLook(viewer.userId),
    ]);
    return { notifications: rows.map(mapNotification), new_look: newLook };
  }

  /** Spec: no body marks the 'New Look' flag read; notification_id that one; all every one. */
  async markRead(viewer: Viewer, body: MarkNotificationReadRequest): Promise<SuccessResponse> {
    if (body.all) await this.notifications.markRead(viewer.userId, viewer.teamId, null);
    else if (body.notification_id !== undefined) {
      const marked = await this.notifications.markRead(viewer.userId, viewer.teamId, body.notification_id);
      if (!marked) throw new MessagingException(MESSAGING_ERROR_CODES.notificationNotFound);
    } else await this.notifications.clearNewLook(viewer.userId);
    return { success: true };
  }
}
