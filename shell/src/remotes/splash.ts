import { SPLASH_ID } from '@tpp/contracts';

/** How long a mounted remote may keep the first paint up while its page renders its data. */
export const SPLASH_GRACE_MS = 1500;

/** Takes away the server-drawn first paint (on a failure, or when no page took it away). */
export function removeSplash(): void {
  document.getElementById(SPLASH_ID)?.remove();
}

/**
 * A remote is mounted: the page removes the first paint itself once its content is on screen,
 * so the team's name never blinks out in between; this is the safety net if it does not.
 */
export function removeSplashSoon(): void {
  if (document.getElementById(SPLASH_ID)) setTimeout(removeSplash, SPLASH_GRACE_MS);
}
