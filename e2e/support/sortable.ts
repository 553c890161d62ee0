import { expect, type Page } from '@playwright/test';

/**
 * Reordering in the sortable lists (sheet editor, collection editor) by the handle named
 * `Reorder <name>`, the way a person does it, waiting at each step for dnd-kit's screen-reader
 * announcement. The announcement is the condition that matters: after a pick-up, dnd-kit measures
 * the list in effects that run after the handle shows aria-pressed, and until then the keyboard
 * sensor drops arrow keys and a pointer drop lands nowhere. "<name> is over position …" appears
 * only once that measuring is done.
 */
const handle = (page: Page, name: string) => page.getByRole('button', { name: `Reorder ${name}` });
const announced = (page: Page, text: string) => page.getByText(text, { exact: true });

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/** Picks the item up with Space, presses `key` until it is over position `to`, and drops it there. */
export async function moveByKeyboard(
  page: Page,
  name: string,
  move: { key: ArrowKey; from: number; to: number; of: number },
): Promise<void> {
  const { key, from, to, of } = move;
  await handle(page, name).focus();
  await page.keyboard.press('Space');
  await expect(handle(page, name)).toHaveAttribute('aria-pressed', 'true');
  await expect(announced(page, `${name} is over position ${from} of ${of}.`)).toBeAttached();
  const step = Math.sign(to - from);
  for (let position = from + step; position !== to + step; position += step) {
    await page.keyboard.press(key);
    await expect(announced(page, `${name} is over position ${position} of ${of}.`)).toBeAttached();
  }
  await page.keyboard.press('Space');
  await expect(announced(page, `${name} was dropped at position ${to} of ${of}.`)).toBeAttached();
}

/** Drags the item by its handle with the mouse onto `target`'s handle, which is at position `to`. */
export async function dragByMouse(
  page: Page,
  name: string,
  target: { name: string; to: number; of: number },
): Promise<void> {
  // Both handles in the window: it scrolls the middle between them to its middle (a mouse drag
  // starts and ends on what is shown).
  const middle = async () => {
    const boxes = [
      (await handle(page, name).boundingBox())!,
      (await handle(page, target.name).boundingBox())!,
    ];
    return boxes.reduce((sum, box) => sum + box.y + box.height / 2, 0) / 2;
  };
  await page.evaluate((y) => window.scrollBy(0, y - window.innerHeight / 2), await middle());
  const from = (await handle(page, name).boundingBox())!;
  const onto = (await handle(page, target.name).boundingBox())!;
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: onto.x + onto.width / 2, y: onto.y + onto.height / 2 };
  const dx = Math.sign(Math.round(end.x - start.x));
  const dy = Math.sign(Math.round(end.y - start.y));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  // The pointer sensor starts a drag after 5 px; then a little past the target's centre.
  await page.mouse.move(start.x + dx * 10, start.y + dy * 10, { steps: 4 });
  await page.mouse.move(end.x + dx * 20, end.y + dy * 20, { steps: 12 });
  await expect(announced(page, `${name} is over position ${target.to} of ${target.of}.`)).toBeAttached();
  await page.mouse.up();
  await expect(
    announced(page, `${name} was dropped at position ${target.to} of ${target.of}.`),
  ).toBeAttached();
}
