import { remoteLifecycles } from '@tpp/ui/lifecycles';
import { App, preloadPitchPage } from './App';

const lifecycles = remoteLifecycles(App);

export const { mount, unmount } = lifecycles;

/** A pitch page's code is loaded before the first mount, so its first render is the page itself. */
export async function bootstrap(props: Parameters<typeof lifecycles.bootstrap>[0]): Promise<void> {
  await Promise.all([lifecycles.bootstrap(props), preloadPitchPage(window.location.pathname)]);
}
