import { useEffect } from 'react';
import { UNSAVED_CHANGES_MESSAGES } from '@tpp/contracts';

/**
 * One guard for every form that can hold unsaved work: while any form on the page
 * is dirty, leaving asks first, with one question, and dismissing it keeps the page and its edits.
 *
 * - In-app links and `navigate()` move with `history.pushState` (wouter, the shell's links,
 *   single-spa): the guard wraps pushState, so a dismissed navigation never changes the URL and
 *   no router renders the next page. A single-spa `cancelNavigation` alone would come too late:
 *   wouter renders the next route as soon as pushState runs.
 * - Browser Back and Forward (popstate): single-spa's `before-routing-event` offers
 *   `cancelNavigation` before any app is unmounted; the guard cancels, asks, and on "Leave Page"
 *   moves to the address the browser asked for (replacing the current entry, as Back would).
 * - Reload, close and typed addresses: `beforeunload` (the browser shows its own question).
 * Changes of the query or hash only (filters, tabs) never ask; replaceState (a redirect, a new
 * sheet getting its address) never asks.
 */

interface RoutingDetail {
  originalEvent?: Event;
  oldUrl?: string;
  newUrl?: string;
  cancelNavigation?: (value?: boolean | Promise<boolean>) => void;
}

interface GuardState {
  /** Each dirty form, and whether it saves its edits itself when the app moves elsewhere. */
  dirty: Map<symbol, { savesOnLeave: boolean }>;
  installed: boolean;
  /** The open question, so a second navigation while it is open does not ask twice. */
  asking: Promise<boolean> | null;
  /** True while a confirmed navigation runs (it must not ask again). */
  leaving: boolean;
}

const STATE_KEY = Symbol.for('tpp.unsavedChangesGuard');
const holder = globalThis as typeof globalThis & { [STATE_KEY]?: GuardState };
// One guard per page, even if two copies of this module were ever loaded.
const state: GuardState = (holder[STATE_KEY] ??= {
  dirty: new Map(),
  installed: false,
  asking: null,
  leaving: false,
});

/** Whether some form on the page holds edits that are not saved. */
export function hasUnsavedChanges(): boolean {
  return state.dirty.size > 0;
}

/** Whether moving to another screen of the app would lose edits (a form that saves on leaving does not). */
function wouldLoseChanges(): boolean {
  return [...state.dirty.values()].some((form) => !form.savesOnLeave);
}

function pathOf(url: string | URL): string {
  return new URL(String(url), window.location.href).pathname;
}

function leavesPage(url: string | URL | null | undefined): boolean {
  return url !== null && url !== undefined && pathOf(url) !== window.location.pathname;
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (!hasUnsavedChanges() || state.leaving) return;
  event.preventDefault();
  // Older browsers show the question only when returnValue is set.
  event.returnValue = '';
}

/** The question, in a modal <dialog>: 'Stay on Page' (the default, also Escape) or 'Leave Page'. */
function askInDialog(): Promise<boolean> {
  return new Promise((resolve) => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = document.createElement('dialog');
    dialog.className = 'tpp-modal tpp-leave-dialog';
    dialog.setAttribute('aria-labelledby', 'tpp-leave-dialog-title');
    dialog.setAttribute('aria-describedby', 'tpp-leave-dialog-text');
    dialog.dataset.testid = 'unsaved-changes-dialog';
    const title = document.createElement('h2');
    title.id = 'tpp-leave-dialog-title';
    title.textContent = UNSAVED_CHANGES_MESSAGES.title;
    const text = document.createElement('p');
    text.id = 'tpp-leave-dialog-text';
    text.textContent = UNSAVED_CHANGES_MESSAGES.confirm;
    const actions = document.createElement('div');
    actions.className = 'tpp-modal__actions';
    const stay = document.createElement('button');
    stay.type = 'button';
    stay.className = 'tpp-button tpp-button--secondary';
    stay.textContent = UNSAVED_CHANGES_MESSAGES.stay;
    const leave = document.createElement('button');
    leave.type = 'button';
    leave.className = 'tpp-button tpp-button--danger';
    leave.textContent = UNSAVED_CHANGES_MESSAGES.leave;
    actions.append(stay, leave);
    dialog.append(title, text, actions);

    const done = (answer: boolean) => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      dialog.remove();
      if (!answer) previous?.focus();
      resolve(answer);
    };
    stay.addEventListener('click', () => done(false));
    leave.addEventListener('click', () => done(true));
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      done(false);
    });
    document.body.append(dialog);
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    stay.focus();
  });
}

/** Asks once at a time; resolves true when the user chose to leave. */
export function askToLeave(): Promise<boolean> {
  if (state.asking) return state.asking.then(() => false);
  const asking = askInDialog().finally(() => {
    state.asking = null;
  });
  state.asking = asking;
  return asking;
}

function leave(move: () => void) {
  state.leaving = true;
  try {
    move();
  } finally {
    state.leaving = false;
  }
}

function onRouting(event: Event) {
  const detail = (event as CustomEvent<RoutingDetail>).detail;
  if (!detail?.cancelNavigation || state.leaving || !wouldLoseChanges()) return;
  const original = detail.originalEvent;
  // pushState navigations were asked about before they happened (they carry `singleSpa`).
  if (!(original instanceof PopStateEvent) || (original as PopStateEvent & { singleSpa?: boolean }).singleSpa)
    return;
  const target = detail.newUrl ?? window.location.href;
  if (detail.oldUrl && pathOf(detail.oldUrl) === pathOf(target)) return;
  // Keep the page: single-spa puts the old address back before any app changes, and the shell's
  // own routing listener does not see a navigation that did not happen.
  event.stopImmediatePropagation();
  detail.cancelNavigation(true);
  void askToLeave().then((confirmed) => {
    if (!confirmed) return;
    const url = new URL(target);
    leave(() => window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash));
  });
}

function install() {
  if (state.installed) return;
  state.installed = true;
  const pushState = window.history.pushState;
  window.history.pushState = function guardedPushState(
    this: History,
    data: unknown,
    unused: string,
    url?: string | URL | null,
  ) {
    if (state.leaving || !wouldLoseChanges() || !leavesPage(url)) {
      pushState.call(this, data, unused, url);
      return;
    }
    void askToLeave().then((confirmed) => {
      if (confirmed) leave(() => pushState.call(window.history, data, unused, url));
    });
  };
  // Capture: it runs before the shell's routing listener, so a cancelled Back never reaches it.
  window.addEventListener('single-spa:before-routing-event', onRouting, { capture: true });
}

function track(token: symbol, savesOnLeave: boolean) {
  install();
  if (state.dirty.size === 0) window.addEventListener('beforeunload', onBeforeUnload);
  state.dirty.set(token, { savesOnLeave });
  return () => {
    state.dirty.delete(token);
    if (state.dirty.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
  };
}

/**
 * Asks before the page is left while `dirty` is true (links, the navigation, Back, reload,
 * closing the tab). Pass false once the edits are saved: then nothing asks. `savesOnLeave`: the
 * form saves its edits itself when it unmounts (the sheet editor's autosave), so moving within
 * the app does not ask; reload and closing the tab still do (an unmount save never runs there).
 */
export function useUnsavedChangesGuard(dirty: boolean, options: { savesOnLeave?: boolean } = {}): void {
  const savesOnLeave = options.savesOnLeave ?? false;
  useEffect(() => {
    if (!dirty) return;
    return track(Symbol('unsaved form'), savesOnLeave);
  }, [dirty, savesOnLeave]);
}
