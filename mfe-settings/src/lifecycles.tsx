import { remoteLifecycles } from '@tpp/ui/lifecycles';
import { App } from './App';

export const { bootstrap, mount, unmount } = remoteLifecycles(App);
