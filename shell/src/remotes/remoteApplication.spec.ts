import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { AppProps } from 'single-spa';
import {
  createRemoteApplication,
  type RemoteLifecycles,
  type RemoteMountProps,
  type RemoteSlotView,
} from './remoteApplication';

const DEADLINE = 4000;
const appProps = {
  name: 'mfe-analytics',
  singleSpa: {},
  mountParcel: () => undefined,
} as unknown as AppProps;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeView() {
  const states: string[] = [];
  let retry: (() => void) | null = null;
  const view: RemoteSlotView = {
    createHost: () => document.createElement('div'),
    showLoading: () => states.push('loading'),
    showUnavailable: (onRetry) => {
      retry = onRetry;
      states.push('unavailable');
    },
    clear: () => states.push('clear'),
    crashFallback: (onRetry) => ({ crashed: true, onRetry }),
  };
  return {
    view,
    states,
    last: () => states[states.length - 1],
    retry: () => retry?.(),
  };
}

function fakeRemote(mount: (props: RemoteMountProps) => Promise<unknown> = async () => undefined) {
  return {
    bootstrap: jest.fn(async (_props: RemoteMountProps): Promise<unknown> => undefined),
    mount: jest.fn(mount),
    unmount: jest.fn(async (_props: RemoteMountProps): Promise<unknown> => undefined),
  } satisfies RemoteLifecycles;
}

describe('createRemoteApplication', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  function setup(load: (afterFailure: boolean) => Promise<RemoteLifecycles>) {
    const slot = fakeView();
    const loader = jest.fn(load);
    const application = createRemoteApplication({
      load: loader,
      view: slot.view,
      deadlineMs: DEADLINE,
      onError: () => undefined,
    });
    return { slot, loader, application };
  }

  it('mounts the remote into its own host element with the shell error boundary', async () => {
    const remote = fakeRemote();
    const { slot, application } = setup(async () => remote);

    await application.mount(appProps);
    await jest.advanceTimersByTimeAsync(0);

    expect(remote.mount).toHaveBeenCalledTimes(1);
    const props = remote.mount.mock.calls[0]?.[0] as RemoteMountProps;
    expect(props.domElement).toBeInstanceOf(HTMLElement);
    expect(props.errorBoundary()).toMatchObject({ crashed: true });
    expect(slot.states).toEqual(['loading', 'clear']);
  });

  it('returns from mount at once, so a hanging remote never holds up routing', async () => {
    const { application } = setup(() => new Promise<RemoteLifecycles>(() => undefined));
    await expect(application.mount(appProps)).resolves.toBeUndefined();
  });

  it('shows the fallback when the remote does not answer within the deadline', async () => {
    const { slot, application } = setup(() => new Promise<RemoteLifecycles>(() => undefined));

    await application.mount(appProps);
    await jest.advanceTimersByTimeAsync(DEADLINE - 1);
    expect(slot.last()).toBe('loading');
    await jest.advanceTimersByTimeAsync(1);
    expect(slot.last()).toBe('unavailable');
  });

  it('shows the fallback as soon as loading fails, and Retry loads afresh without a reload', async () => {
    const remote = fakeRemote();
    const { slot, loader, application } = setup(async (afterFailure) => {
      if (!afterFailure) throw new Error('manifest answered 500');
      return remote;
    });

    await application.mount(appProps);
    await jest.advanceTimersByTimeAsync(0);
    expect(slot.last()).toBe('unavailable');

    slot.retry();
    await jest.advanceTimersByTimeAsync(0);
    expect(loader.mock.calls.map(([afterFailure]) => afterFailure)).toEqual([false, true]);
    expect(remote.mount).toHaveBeenCalledTimes(1);
    expect(slot.last()).toBe('clear');
  });

  it('keeps showing the fallback when the user comes back, until Retry', async () => {
    const { slot, loader, application } = setup(async () => {
      throw new Error('connection refused');
    });

    await application.mount(appProps);
    await jest.advanceTimersByTimeAsync(0);
    await application.unmount(appProps);
    await application.mount(appProps);

    expect(slot.last()).toBe('unavailable');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback when the remote mount throws, and Retry mounts again', async () => {
    let fail = true;
    const remote = fakeRemote(async () => {
      if (fail) throw new Error('mount failed');
    });
    const { slot, loader, application } = setup(async () => remote);

    await application.mount(appProps);
    await jest.advanceTimersByTimeAsync(0);
    expect(slot.last()).toBe('unavailable');

    fail = false;
    slot.retry();
    await jest.advanceTimersByTimeAsync(0);
    expect(remote.mount).toHaveBeenCalledTimes(2);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(slot.last()).toBe('clear');
  });

  it('replaces the fallback when a slow remote arrives after the deadline', async () => {
    const remote = fakeRemote();
    const slow = deferred<RemoteLifecycles>();
    const { slot, application } = setup(() => slow.promise);

    await application.mount(appProps);
    await jest.advanceTimersByTimeAsync(DEADLINE);
    expect(slot.last()).toBe('unavailable');

    slow.resolve(remote);
    await jest.advanceTimersByTimeAsync(0);
    expect(remote.mount).toHaveBeenCalledTimes(1);
    expect(slot.last()).toBe('clear');
  });

  it('does not mount a remote that arrives after the user has left', async () => {
    const remote = fakeRemote();
    const slow = deferred<RemoteLifecycles>();
    const { application } = setup(() => slow.promise);

    await application.mount(appProps);
    await application.unmount(appProps);
    slow.resolve(remote);
    await jest.advanceTimersByTimeAsync(0);

    expect(remote.mount).not.toHaveBeenCalled();
  });

  it('unmounts the remote when single-spa unmounts the application', async () => {
    const remote = fakeRemote();
    const { application } = setup(async () => remote);

    await application.mount(appProps);
    await jest.advanceTimersByTimeAsync(0);
    await application.unmount(appProps);

    expect(remote.unmount.mock.calls[0]?.[0]).toBe(remote.mount.mock.calls[0]?.[0]);
  });

  it('remounts a remote that crashed while rendering when its fallback is retried', async () => {
    const remote = fakeRemote();
    const { application } = setup(async () => remote);

    await application.mount(appProps);
    await jest.advanceTimersByTimeAsync(0);
    const props = remote.mount.mock.calls[0]?.[0] as RemoteMountProps;
    const fallback = props.errorBoundary() as { onRetry: () => void };
    fallback.onRetry();
    await jest.advanceTimersByTimeAsync(0);

    expect(remote.unmount).toHaveBeenCalledTimes(1);
    expect(remote.mount).toHaveBeenCalledTimes(2);
    const second = remote.mount.mock.calls[1]?.[0] as RemoteMountProps;
    expect(second.domElement).not.toBe(props.domElement);
  });
});
