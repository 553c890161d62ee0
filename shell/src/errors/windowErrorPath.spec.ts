import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { shellStore } from '../state/shellStore';
import { installWindowErrorPath } from './windowErrorPath';

function throwFrom(filename: string) {
  window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom', filename }));
}

describe('window error path', () => {
  beforeAll(() => {
    Object.assign(globalThis, { __webpack_public_path__: '/assets/shell/' });
    installWindowErrorPath();
  });
  beforeEach(() => shellStore.setState({ fatalError: null }));

  it("shows the generic error page for an uncaught error of the shell's own scripts", () => {
    throwFrom(`${window.location.origin}/assets/shell/505.abc.js`);
    expect(shellStore.getState().fatalError).toBeInstanceOf(Error);
  });

  it("leaves a remote's errors to the remote's own containment", () => {
    throwFrom(`${window.location.origin}/assets/mfe-workspace/__federation_expose_lifecycles.abc.js`);
    throwFrom('http://127.0.0.1:3101/remoteEntry.js');
    throwFrom('');
    expect(shellStore.getState().fatalError).toBeNull();
  });
});
