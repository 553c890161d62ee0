import { useLayoutEffect } from 'react';
import { SPLASH_ID } from '@tpp/contracts';

/** The page's own content is on screen: the server-drawn first paint goes, in the same frame. */
export function useRemoveSplash(): void {
  useLayoutEffect(() => {
    document.getElementById(SPLASH_ID)?.remove();
  }, []);
}

/** Renders nothing; removes the first paint when it mounts (for pages drawn without a team header). */
export function SplashRemover(): null {
  useRemoveSplash();
  return null;
}
