import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core for a page of the app. No page has frames, so axe runs in the page itself (legacy
 * mode) rather than frame by frame with a blank page opened to combine the frames' results, which
 * took three times as long (the roster: 5.3 s against 1.7 s). A page that gains a frame fails here
 * and needs the frame-by-frame mode.
 */
export function axeOn(page: Page): AxeBuilder {
  expect(page.frames(), 'a page with frames needs axe frame by frame').toHaveLength(1);
  return new AxeBuilder({ page }).setLegacyMode(true);
}
