import type { AppNotification } from '@tpp/contracts';
import type { NotificationRow } from '../repositories/notifications.repository.js';

export function mapNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    href: row.href,
    created_at: row.created_at.toISOString(),
    read: row.read_at !== null,
  };
}
