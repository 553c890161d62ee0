import type { AppProps } from 'single-spa';
import { RemoteTimeoutError, withDeadline } from './withDeadline';

/** Props the shell hands to a remote's single-spa-react lifecycles. */
export interface RemoteMountProps extends AppProps {
  /** single-spa-react renders into this element instead of creating one on <body>. */
  domElement: HTMLElement;
  /** single-spa-react wraps the remote in an error boundary that renders this after a crash. */
  errorBoundary: () => unknown;
}

/** What a remote's `./lifecycles` module exports. */
export interface RemoteLifecycles {
  bootstrap: (props: RemoteMountProps) => Promise<unknown>;
  mount: (props: RemoteMountProps) => Promise<unknown>;
  unmount: (props: RemoteMountProps) => Promise<unknown>;
}

/** The remote's slot in the layout, as the loading logic sees it. */
export interface RemoteSlotView {
  /** A fresh, empty element for the remote to render into (one per attempt). */
  createHost(): HTMLElement;
  showLoading(): void;
  showUnavailable(retry: () => void): void;
  clear(): void;
  /** What the remote's error boundary renders when the remote throws while rendering. */
  crashFallback(retry: () => void): unknown;
}

/** The single-spa lifecycles of the shell's wrapper around one remote. */
export interface RemoteApplication {
  bootstrap: (props: AppProps) => Promise<void>;
  mount: (props: AppProps) => Promise<void>;
  unmount: (props: AppProps) => Promise<void>;
}

export interface RemoteApplicationOptions {
  /** Loads the remote's lifecycles; `afterFailure` asks to drop whatever a failed attempt left cached. */
  load: (afterFailure: boolean) => Promise<RemoteLifecycles>;
  view: RemoteSlotView;
  /** Budget for load + bootstrap + mount; past it the slot shows the fallback. */
  deadlineMs: number;
  onError: (error: unknown) => void;
}

/**
 * The single-spa application the shell registers for one remote. It never rejects, so single-spa
 * never marks it broken: loading happens after mount() has returned (a hanging remote cannot hold
 * up routing), and a remote that fails to load, bootstrap or mount in time is replaced by a
 * fallback with a Retry that tries again without a page reload. A failure sticks until Retry (or
 * until a slow attempt does arrive), so coming back to a broken remote shows its fallback at once
 * instead of waiting out the deadline again.
 */
export function createRemoteApplication({
  load,
  view,
  deadlineMs,
  onError,
}: RemoteApplicationOptions): RemoteApplication {
  let lifecycles: RemoteLifecycles | null = null;
  let bootstrapped: Promise<unknown> | null = null;
  let lastLoadFailed = false;
  let failed = false;
  /** single-spa's props while the application is mounted; null while it is not. */
  let active: AppProps | null = null;
  /** The attempt whose outcome the slot shows; an older attempt that settles late cleans up after itself. */
  let currentAttempt: symbol | null = null;
  /** The remote's live mount, if any. */
  let mounted: { lifecycles: RemoteLifecycles; props: RemoteMountProps } | null = null;
  let attemptCount = 0;

  const errorBoundary = () => view.crashFallback(retryAfterCrash);

  async function unmountRemote(): Promise<void> {
    const live = mounted;
    if (!live) return;
    mounted = null;
    await withDeadline(live.lifecycles.unmount(live.props), deadlineMs).catch(onError);
  }

  async function run(attempt: symbol, appProps: AppProps): Promise<void> {
    if (!lifecycles) {
      const loaded = await load(lastLoadFailed);
      if (typeof loaded?.mount !== 'function' || typeof loaded.unmount !== 'function') {
        throw new Error(`${appProps.name} does not expose single-spa lifecycles`);
      }
      lifecycles = loaded;
    }
    const remote = lifecycles;
    if (currentAttempt !== attempt) return;
    attemptCount += 1;
    // A distinct name per attempt keeps single-spa-react's bookkeeping of a late, abandoned
    // attempt apart from the current one.
    const props: RemoteMountProps = {
      ...appProps,
      name: `${appProps.name}#${attemptCount}`,
      domElement: view.createHost(),
      errorBoundary,
    };
    bootstrapped ??= remote.bootstrap(props);
    try {
      await bootstrapped;
    } catch (error) {
      bootstrapped = null;
      throw error;
    }
    if (currentAttempt !== attempt) return;
    await remote.mount(props);
    if (currentAttempt !== attempt) {
      await remote.unmount(props).catch(onError);
      return;
    }
    mounted = { lifecycles: remote, props };
  }

  function start(appProps: AppProps): void {
    const attempt = Symbol(appProps.name);
    currentAttempt = attempt;
    view.showLoading();
    const work = run(attempt, appProps);
    work.then(
      () => {
        if (currentAttempt !== attempt) return;
        currentAttempt = null;
        failed = false;
        view.clear();
      },
      (error: unknown) => {
        onError(error);
        if (currentAttempt !== attempt) return;
        currentAttempt = null;
        showFailure();
      },
    );
    // Past the deadline the fallback shows, but the attempt goes on: a merely slow remote still
    // replaces the fallback when it arrives, unless the user retried or left meanwhile.
    withDeadline(work, deadlineMs).catch((error: unknown) => {
      if (error instanceof RemoteTimeoutError && currentAttempt === attempt) {
        onError(error);
        showFailure();
      }
    });
  }

  function showFailure(): void {
    failed = true;
    lastLoadFailed = lifecycles === null;
    view.showUnavailable(retry);
  }

  function retry(): void {
    if (!active) return;
    failed = false;
    start(active);
  }

  function retryAfterCrash(): void {
    const props = active;
    if (!props) return;
    void unmountRemote().then(() => {
      if (active === props) start(props);
    });
  }

  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      active = props;
      if (failed) view.showUnavailable(retry);
      else start(props);
    },
    unmount: async () => {
      active = null;
      currentAttempt = null;
      view.clear();
      await unmountRemote();
    },
  };
}
