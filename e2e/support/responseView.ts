import { expect, type Page } from '@playwright/test';

/**
 * On a sheet's response view (/public/talent-sheet-response/…), presses each creator's heart and
 * waits until it shows pressed.
 */
export async function likeCreators(page: Page, creators: { fullname: string }[]): Promise<void> {
  for (const creator of creators) {
    const toggle = page.getByRole('button', { name: new RegExp(`^${creator.fullname}`) });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
}
