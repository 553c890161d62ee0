import type { Locator, Page } from '@playwright/test';

/** The Messages page's conversation list item whose text holds `text` (a title or a brand's name). */
export function conversationItem(page: Page, text: string): Locator {
  return page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: text });
}
