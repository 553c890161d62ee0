import { ApiError, errorMessage } from '@tpp/session';

/**
 * The one save loop of the autosaving editors (the sheet editor, the collection editor, the
 * campaign table). Each editor keeps its draft in its own zustand store; the loop keeps the save
 * state beside it (`autosave` in the store) and owns every rule about saving:
 *
 * - Debounce: a change is saved `delay` ms after the last change (an editor may make a change
 *   that waits for Save, or refuse to autosave a draft, e.g. a new sheet without a title).
 * - Version: every save carries the version the draft is based on; the answer's version replaces
 *   it. Saves and the editor's other versioned writes run one after another, so each one is based
 *   on the version the previous one answered.
 * - 409: the draft was changed elsewhere. Saving stops (no save ever overwrites the other one);
 *   the edits stay on screen and unsaved until the editor is reloaded.
 * - Offline: a save that never reached the API (no network, or a gateway answering 502-504) is
 *   tried again after 2, 4, 8, 16, then every 30 s, and at once when the browser is back online.
 *   The draft stays in the store meanwhile: nothing typed is lost.
 * - Any other refusal (a 400, a 500) is shown once; the next change or Save tries again (no
 *   retry loop against an answer that would not change).
 * - Edits made while a save runs get their own save: a save leaves the draft clean only when no
 *   change came in meanwhile.
 * - An answer to a draft the editor has since replaced (another sheet opened, the page left) is
 *   dropped.
 * The unsaved-changes guard that goes with it is `useAutosaveGuard`.
 */

/** What the loop is doing: waiting for changes, saving, or stopped by an answer. */
export type SavePhase = 'idle' | 'saving' | 'offline' | 'failed' | 'conflict';

/** The save state every autosaving editor keeps in its store, under `autosave`. */
export interface AutosaveState {
  /** The version the draft is based on (null: not saved yet); every save carries it. */
  version: number | null;
  /** Bumped by every change; the draft is clean when the last save was based on the last change. */
  edits: number;
  savedEdits: number;
  phase: SavePhase;
  /** Why the draft is not sent (a rule it breaks, or the server's refusal of it); cleared by the first change that fixes it. */
  refused: string | null;
  /** The last failed write's message, counted so the same text shows again. */
  failure: { message: string; count: number } | null;
}

/** What the editors show: one state for all three. */
export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'offline' | 'failed' | 'conflict';

export type SaveFailure = {
  ok: false;
  /**
   * conflict: changed elsewhere (409); refused: the draft breaks a rule and was not sent (or the
   * server refused it); offline: the API was not reached, a retry is scheduled; failed: any other
   * error; stale: the editor moved to another draft while the save ran.
   */
  reason: 'conflict' | 'refused' | 'offline' | 'failed' | 'stale';
  message: string;
};

export type SaveOutcome<T extends object = object> = ({ ok: true } & T) | SaveFailure;

/** A write's answer: the new version, what else it changes in the store, and what the caller gets. */
export interface Saved<S, T extends object> {
  version: number;
  apply?: (current: S) => Partial<S>;
  result: T;
}

export interface SaveLoopConfig<S extends { autosave: AutosaveState }, T extends object> {
  get: () => S;
  /** zustand's `set`. */
  set: (update: (state: S) => Partial<S>) => void;
  /** The debounce: a change is saved this long after the last change. */
  delay: number;
  /** Sends the draft as it is now, based on `version`. */
  send: (state: S, version: number | null) => Promise<Saved<S, T>>;
  /** Whether the draft may be saved without the user asking (besides being dirty and not in conflict). */
  canAutosave?: (state: S) => boolean;
  /** A rule the draft breaks, so it is not sent (its message), or null. */
  refuse?: (state: S) => string | null;
  /** Whether an error is the API refusing the draft itself (kept in `refused`, like `refuse`). */
  isRefusal?: (error: unknown) => boolean;
  /** Whether an error is a 409 version conflict. */
  isConflict: (error: unknown) => boolean;
  messages: {
    /** The changed-elsewhere text. */
    conflict: string;
    /** Shown when the server sent no message of its own. */
    failed: string;
  };
}

/** The retry delays after a save that did not reach the API; the last one repeats. */
export const OFFLINE_RETRY_MS = [2000, 4000, 8000, 16000, 30000] as const;

export const OFFLINE_MESSAGE =
  'The connection was lost. Your changes are kept on this screen and saved as soon as it is back.';

export function autosaveStart(version: number | null = null): AutosaveState {
  return { version, edits: 0, savedEdits: 0, phase: 'idle', refused: null, failure: null };
}

/** Whether the draft has changes the server has not stored. */
export const isDirty = (autosave: AutosaveState) => autosave.edits !== autosave.savedEdits;

export function saveStatus(autosave: AutosaveState): SaveStatus {
  const { phase } = autosave;
  if (phase === 'conflict' || phase === 'saving' || phase === 'offline') return phase;
  if (!isDirty(autosave)) return 'saved';
  return phase === 'failed' ? 'failed' : 'unsaved';
}

/** How browsers word fetch's rejection when no answer came (Chromium, Firefox, Safari, Node). */
const NETWORK_FAILURES = [
  'Failed to fetch',
  'NetworkError when attempting to fetch resource.',
  'Load failed',
  'fetch failed',
];

/**
 * The API was not reached: fetch rejected for want of an answer, or a gateway answered for it.
 * Only fetch's own rejection counts: any other error (a bug after an answer came) is a failure,
 * never retried, since the save may have been stored.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 502 || error.status === 503 || error.status === 504;
  return error instanceof TypeError && NETWORK_FAILURES.includes(error.message);
}

export interface SaveLoop<S, T extends object> {
  /** Applies a change to the draft in one store update, and schedules its autosave unless `autosave` is false. */
  edit: (change: Partial<S> | ((state: S) => Partial<S>), options?: { autosave?: boolean }) => void;
  /** Saves now (after the write under way, if any). */
  save: () => Promise<SaveOutcome<T>>;
  /** Saves after `delay` ms (the indicator's forced save). */
  saveSoon: (delay: number) => void;
  /** Saves now what autosave would save (leaving the editor); does nothing otherwise. */
  flush: () => void;
  /** Another versioned write of the same draft (a rename, a public title), in turn with the saves. */
  write: <R extends object>(
    send: (version: number | null) => Promise<Saved<S, R>>,
    failedMessage: string,
  ) => Promise<SaveOutcome<R>>;
  /** Forgets the timers and any answer under way; returns the save state of a fresh draft. */
  reset: (version?: number | null) => AutosaveState;
}

export function createSaveLoop<S extends { autosave: AutosaveState }, T extends object>(
  config: SaveLoopConfig<S, T>,
): SaveLoop<S, T> {
  const canAutosave = config.canAutosave ?? (() => true);
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** The writes, one after another. */
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;
  /** Bumped by reset: an answer to an older draft is dropped. */
  let generation = 0;
  let retries = 0;
  let listening = false;

  const update = (change: Partial<AutosaveState>, apply?: (current: S) => Partial<S>) =>
    config.set((state) => ({ ...apply?.(state), autosave: { ...state.autosave, ...change } }) as Partial<S>);
  const failed = (state: S, message: string) => ({
    message,
    count: (state.autosave.failure?.count ?? 0) + 1,
  });

  const cancelTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const schedule = (delay: number, run: () => unknown) => {
    cancelTimer();
    timer = setTimeout(() => {
      timer = null;
      void run();
    }, delay);
  };

  const onOnline = () => {
    stopListening();
    if (config.get().autosave.phase === 'offline') void save();
  };
  function stopListening() {
    if (!listening) return;
    listening = false;
    window.removeEventListener('online', onOnline);
  }
  const retryLater = () => {
    const delay = OFFLINE_RETRY_MS[Math.min(retries, OFFLINE_RETRY_MS.length - 1)]!;
    retries += 1;
    schedule(delay, autosave);
    if (!listening && typeof window !== 'undefined') {
      listening = true;
      window.addEventListener('online', onOnline);
    }
  };

  const stale = (): SaveFailure => ({ ok: false, reason: 'stale', message: config.messages.failed });
  const conflict = (): SaveFailure => ({ ok: false, reason: 'conflict', message: config.messages.conflict });

  /** Due: dirty, allowed, not stopped by a conflict or by the server's refusal of this very draft. */
  const autosaveDue = (state: S) =>
    isDirty(state.autosave) &&
    state.autosave.phase !== 'conflict' &&
    state.autosave.refused === null &&
    canAutosave(state);

  function autosave() {
    if (autosaveDue(config.get())) return save();
    return undefined;
  }

  /** Runs a write after the ones waiting; at once when none is (the indicator shows Saving at once). */
  function enqueue<R>(run: (turn: number) => Promise<R>): Promise<R> {
    const turn = generation;
    const go = () =>
      run(turn).finally(() => {
        pending -= 1;
      });
    pending += 1;
    const next = pending === 1 ? go() : queue.then(go, go);
    queue = next;
    return next;
  }

  function fail(error: unknown, fallback: string, draft: boolean): SaveFailure {
    if (config.isConflict(error)) {
      stopListening();
      cancelTimer();
      update({ phase: 'conflict' });
      return conflict();
    }
    if (draft && config.isRefusal?.(error)) {
      const message = errorMessage(error, config.messages.failed);
      update({ phase: 'idle', refused: message });
      return { ok: false, reason: 'refused', message };
    }
    if (draft && isConnectionFailure(error)) {
      update({ phase: 'offline' });
      retryLater();
      return { ok: false, reason: 'offline', message: OFFLINE_MESSAGE };
    }
    const message = errorMessage(error, fallback);
    const state = config.get();
    update({ phase: draft ? 'failed' : state.autosave.phase, failure: failed(state, message) });
    return { ok: false, reason: 'failed', message };
  }

  function save(): Promise<SaveOutcome<T>> {
    cancelTimer();
    return enqueue(async (turn) => {
      if (turn !== generation) return stale();
      const state = config.get();
      if (state.autosave.phase === 'conflict') return conflict();
      const refused = config.refuse?.(state) ?? null;
      if (refused !== null) {
        stopListening();
        update({ phase: 'idle', refused });
        return { ok: false, reason: 'refused', message: refused };
      }
      const basedOn = state.autosave.edits;
      update({ phase: 'saving', refused: null });
      try {
        const saved = await config.send(state, state.autosave.version);
        if (turn !== generation) return stale();
        retries = 0;
        stopListening();
        update({ phase: 'idle', version: saved.version, savedEdits: basedOn }, saved.apply);
        return { ok: true, ...saved.result };
      } catch (error) {
        if (turn !== generation) return stale();
        return fail(error, config.messages.failed, true);
      }
    });
  }

  return {
    edit: (change, options = {}) => {
      config.set((state) => {
        const partial = typeof change === 'function' ? change(state) : change;
        const { autosave: current } = state;
        // A refusal stays while the draft still breaks the rule; any change answers the server's.
        const refused =
          current.refused === null || !config.refuse ? null : config.refuse({ ...state, ...partial });
        return { ...partial, autosave: { ...current, edits: current.edits + 1, refused } } as Partial<S>;
      });
      if (options.autosave !== false && autosaveDue(config.get())) schedule(config.delay, autosave);
    },
    save,
    saveSoon: (delay) => schedule(delay, save),
    flush: () => {
      cancelTimer();
      void autosave();
    },
    write: (send, failedMessage) =>
      enqueue(async (turn) => {
        if (turn !== generation) return stale();
        try {
          const saved = await send(config.get().autosave.version);
          if (turn !== generation) return stale();
          update({ version: saved.version }, saved.apply);
          return { ok: true, ...saved.result };
        } catch (error) {
          if (turn !== generation) return stale();
          return fail(error, failedMessage, false);
        }
      }),
    reset: (version = null) => {
      generation += 1;
      retries = 0;
      cancelTimer();
      stopListening();
      return autosaveStart(version);
    },
  };
}
