import { createElement, lazy, type ComponentType } from 'react';

export interface PreloadablePage<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  /** Loads the page's chunk; once it has arrived the page renders without suspending. */
  preload: () => Promise<unknown>;
}

/**
 * A lazily loaded page that renders at once when its chunk is already here. React.lazy alone
 * suspends on its first render even then, and React holds a fallback it has shown for at least
 * 300 ms: a pitch page whose code came with its HTML would show skeletons for nothing.
 */
export function preloadablePage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadablePage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  const Page = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Page, { preload });
}
