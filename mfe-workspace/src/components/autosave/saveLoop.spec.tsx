import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, render, screen } from '@testing-library/react';
import { create } from 'zustand';
import { ApiError } from '@tpp/session';
import { hasUnsavedChanges } from '@tpp/ui';
import { deferred } from '@tpp/ui/testing';
import {
  OFFLINE_RETRY_MS,
  autosaveStart,
  createSaveLoop,
  isDirty,
  saveStatus,
  type AutosaveState,
  type SaveOutcome,
} from './saveLoop';
import { useAutosaveGuard } from './useAutosaveGuard';

const DELAY = 1500;
const CONFLICT = new ApiError(409, { statusCode: 409, error: 'SHEET_CHANGED', message: 'Changed elsewhere' });
const REFUSED = new ApiError(400, { statusCode: 400, error: 'DRAFT_INVALID', message: 'Check the text.' });
const NETWORK_DOWN = new TypeError('Failed to fetch');

/** One request the loop sent: the draft and version it carried, answered when the test says. */
interface Sent {
  text: string;
  version: number | null;
  answer: ReturnType<typeof deferred<() => number>>;
}

interface Draft {
  text: string;
  title: string;
  autosave: AutosaveState;
  edit: (text: string, autosave?: boolean) => void;
  rename: (title: string) => Promise<SaveOutcome>;
  save: () => Promise<SaveOutcome<{ savedText: string }>>;
  saveSoon: () => void;
  flush: () => void;
  open: (version: number | null) => void;
}

let sent: Sent[];
let renames: { title: string; version: number | null }[];
let renameError: unknown;

/** A draft store on the loop, as the editors build theirs; its server is the `sent` list. */
function draftStore() {
  return create<Draft>()((set, get) => {
    const loop = createSaveLoop<Draft, { savedText: string }>({
      get,
      set,
      delay: DELAY,
      canAutosave: (state) => state.text !== 'draft only',
      refuse: (state) => (state.text.trim() === '' ? 'A text is needed.' : null),
      isRefusal: (error) => error instanceof ApiError && error.code === 'DRAFT_INVALID',
      isConflict: (error) => error instanceof ApiError && error.status === 409,
      messages: { conflict: 'Changed elsewhere.', failed: 'Could not be saved.' },
      send: async (state, version) => {
        const answer = deferred<() => number>();
        sent.push({ text: state.text, version, answer });
        // The test answers with a version or throws the error the server would answer.
        const next = (await answer.promise)();
        return { version: next, result: { savedText: state.text } };
      },
    });
    return {
      text: '',
      title: '',
      autosave: autosaveStart(),
      edit: (text, autosave = true) => loop.edit({ text }, { autosave }),
      rename: (title) =>
        loop.write(async (version) => {
          renames.push({ title, version });
          if (renameError) throw renameError;
          return { version: (version ?? 0) + 1, apply: () => ({ title }), result: {} };
        }, 'The title could not be saved.'),
      save: loop.save,
      saveSoon: () => loop.saveSoon(300),
      flush: loop.flush,
      open: (version) => set({ text: 'loaded', title: '', autosave: loop.reset(version) }),
    };
  });
}

let store: ReturnType<typeof draftStore>;
const state = () => store.getState();
const status = () => saveStatus(state().autosave);
/** Lets the loop's promise chains settle (timers stay fake). */
const settle = async () => {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
};
const answer = async (index: number, reply: () => number) => {
  sent[index]!.answer.resolve(reply);
  await settle();
};
const fail = (error: unknown) => () => {
  throw error;
};
/** A change, its autosave DELAY later, and the server's reply to it. */
const autosaveAnswered = async (text: string, reply: () => number) => {
  state().edit(text);
  jest.advanceTimersByTime(DELAY);
  await answer(sent.length - 1, reply);
};

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  sent = [];
  renames = [];
  renameError = null;
  store = draftStore();
  state().open(3);
});
afterEach(() => {
  state().open(null);
  cleanup();
  jest.useRealTimers();
});

describe('save loop: debounce', () => {
  it('saves once, DELAY after the last change', async () => {
    state().edit('a');
    jest.advanceTimersByTime(1000);
    state().edit('ab');
    jest.advanceTimersByTime(DELAY - 1);
    expect(sent).toHaveLength(0);
    expect(status()).toBe('unsaved');
    jest.advanceTimersByTime(1);
    expect(sent.map((request) => request.text)).toEqual(['ab']);
    expect(status()).toBe('saving');
    await answer(0, () => 4);
    expect(status()).toBe('saved');
    expect(isDirty(state().autosave)).toBe(false);
  });

  it('leaves a change made with autosave off, or a draft it may not autosave, for Save', async () => {
    state().edit('reordered', false);
    jest.advanceTimersByTime(DELAY * 3);
    state().edit('draft only');
    jest.advanceTimersByTime(DELAY * 3);
    expect(sent).toHaveLength(0);
    expect(status()).toBe('unsaved');
    const saved = state().save();
    await answer(0, () => 4);
    expect(await saved).toEqual({ ok: true, savedText: 'draft only' });
    expect(status()).toBe('saved');
  });

  it('saves soon when asked, and saves on leaving only what autosave would save', async () => {
    state().edit('a', false);
    state().saveSoon();
    jest.advanceTimersByTime(299);
    expect(sent).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    await answer(0, () => 4);

    state().edit('draft only');
    state().flush();
    expect(sent).toHaveLength(1);
    state().edit('b');
    state().flush();
    expect(sent.map((request) => request.text)).toEqual(['a', 'b']);
  });
});

describe('save loop: version', () => {
  it('sends the version the draft is based on and takes the answer’s', async () => {
    state().edit('a');
    jest.advanceTimersByTime(DELAY);
    expect(sent[0]!.version).toBe(3);
    await answer(0, () => 4);
    expect(state().autosave.version).toBe(4);
    state().edit('b');
    jest.advanceTimersByTime(DELAY);
    expect(sent[1]!.version).toBe(4);
  });

  it('runs a second save and another versioned write after the save under way, each on the version before it', async () => {
    state().edit('a');
    jest.advanceTimersByTime(DELAY);
    state().edit('ab');
    const manual = state().save();
    const renamed = state().rename('Spring');
    await settle();
    expect(sent).toHaveLength(1);
    expect(renames).toHaveLength(0);

    await answer(0, () => 4);
    // The change made meanwhile is not stored yet.
    expect(isDirty(state().autosave)).toBe(true);
    expect(sent.map((request) => [request.text, request.version])).toEqual([
      ['a', 3],
      ['ab', 4],
    ]);
    await answer(1, () => 5);
    expect(await manual).toEqual({ ok: true, savedText: 'ab' });
    expect(await renamed).toEqual({ ok: true });
    expect(renames).toEqual([{ title: 'Spring', version: 5 }]);
    expect(state().title).toBe('Spring');
    expect(state().autosave.version).toBe(6);
    expect(status()).toBe('saved');
  });

  it('gives a change made while a save runs its own save', async () => {
    state().edit('a');
    jest.advanceTimersByTime(DELAY);
    state().edit('ab');
    await answer(0, () => 4);
    expect(status()).toBe('unsaved');
    jest.advanceTimersByTime(DELAY);
    expect(sent.map((request) => [request.text, request.version])).toEqual([
      ['a', 3],
      ['ab', 4],
    ]);
  });

  it('drops the answer to a draft the editor has since replaced', async () => {
    state().edit('a');
    jest.advanceTimersByTime(DELAY);
    state().open(10);
    await answer(0, () => 4);
    expect(state().autosave.version).toBe(10);
    expect(status()).toBe('saved');
  });
});

describe('save loop: 409', () => {
  it('stops saving on a conflict and keeps the edits unsaved until the draft is reloaded', async () => {
    await autosaveAnswered('mine', fail(CONFLICT));
    expect(status()).toBe('conflict');
    expect(isDirty(state().autosave)).toBe(true);

    state().edit('mine, again');
    jest.advanceTimersByTime(DELAY * 4);
    expect(await state().save()).toEqual({ ok: false, reason: 'conflict', message: 'Changed elsewhere.' });
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(sent).toHaveLength(1);
    expect(state().text).toBe('mine, again');

    state().open(7);
    expect(status()).toBe('saved');
    state().edit('after reload');
    jest.advanceTimersByTime(DELAY);
    expect(sent[1]!.version).toBe(7);
  });

  it('a versioned write answered 409 stops the saves too', async () => {
    renameError = CONFLICT;
    expect(await state().rename('x')).toMatchObject({ ok: false, reason: 'conflict' });
    expect(status()).toBe('conflict');
    state().edit('a');
    jest.advanceTimersByTime(DELAY * 2);
    expect(sent).toHaveLength(0);
  });

  it('a versioned write that fails otherwise shows its message and leaves the saves alone', async () => {
    renameError = NETWORK_DOWN;
    expect(await state().rename('x')).toEqual({
      ok: false,
      reason: 'failed',
      message: 'The title could not be saved.',
    });
    expect(state().autosave.failure).toEqual({ message: 'The title could not be saved.', count: 1 });
    expect(status()).toBe('saved');
    state().edit('a');
    jest.advanceTimersByTime(DELAY);
    expect(sent).toHaveLength(1);
  });
});

describe('save loop: offline', () => {
  it('keeps the draft, retries with backoff, and saves when a retry gets through', async () => {
    await autosaveAnswered('typed offline', fail(NETWORK_DOWN));
    expect(status()).toBe('offline');
    expect(state().text).toBe('typed offline');

    jest.advanceTimersByTime(OFFLINE_RETRY_MS[0] - 1);
    expect(sent).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sent).toHaveLength(2);
    await answer(1, fail(new ApiError(503, null)));
    expect(status()).toBe('offline');

    // The next wait is longer.
    jest.advanceTimersByTime(OFFLINE_RETRY_MS[1] - 1);
    expect(sent).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(sent).toHaveLength(3);
    await answer(2, () => 4);
    expect(status()).toBe('saved');
    expect(sent.map((request) => [request.text, request.version])).toEqual([
      ['typed offline', 3],
      ['typed offline', 3],
      ['typed offline', 3],
    ]);
    // Back to the first delay after a success.
    await autosaveAnswered('again', fail(NETWORK_DOWN));
    jest.advanceTimersByTime(OFFLINE_RETRY_MS[0]);
    expect(sent).toHaveLength(5);
  });

  it('saves at once when the browser is back online, with the edits typed meanwhile', async () => {
    await autosaveAnswered('first', fail(NETWORK_DOWN));
    state().edit('first and second', false);
    window.dispatchEvent(new Event('online'));
    expect(sent.map((request) => request.text)).toEqual(['first', 'first and second']);
    await answer(1, () => 4);
    expect(status()).toBe('saved');
    // Once back, the listener is gone: another online event sends nothing.
    window.dispatchEvent(new Event('online'));
    expect(sent).toHaveLength(2);
  });

  it('a manual save while offline says so and keeps retrying', async () => {
    state().edit('a', false);
    const outcome = state().save();
    await answer(0, fail(NETWORK_DOWN));
    expect(await outcome).toMatchObject({ ok: false, reason: 'offline' });
    jest.advanceTimersByTime(OFFLINE_RETRY_MS[0]);
    expect(sent).toHaveLength(2);
  });
});

describe('save loop: other failures and refusals', () => {
  it('shows the server’s message and waits for the next change instead of retrying in a loop', async () => {
    await autosaveAnswered(
      'a',
      fail(new ApiError(500, { statusCode: 500, error: 'INTERNAL', message: 'Try later.' })),
    );
    expect(status()).toBe('failed');
    expect(state().autosave.failure).toEqual({ message: 'Try later.', count: 1 });
    jest.advanceTimersByTime(DELAY * 20);
    expect(sent).toHaveLength(1);

    await autosaveAnswered('ab', fail(new ApiError(500, null)));
    // The same kind of failure shows again, with the fallback text when the server gave none.
    expect(state().autosave.failure).toEqual({ message: 'Could not be saved.', count: 2 });
  });

  it('never retries an error that is not a lost connection (the save may have been stored)', async () => {
    state().edit('a');
    jest.advanceTimersByTime(DELAY);
    await answer(0, fail(new TypeError('markStale is not a function')));
    expect(status()).toBe('failed');
    expect(state().autosave.failure).toEqual({ message: 'Could not be saved.', count: 1 });
    jest.advanceTimersByTime(OFFLINE_RETRY_MS[0] * 10);
    window.dispatchEvent(new Event('online'));
    expect(sent).toHaveLength(1);
  });

  it('does not send a draft that breaks a rule, until a change fixes it', async () => {
    state().edit('  ');
    jest.advanceTimersByTime(DELAY);
    expect(sent).toHaveLength(0);
    expect(state().autosave.refused).toBe('A text is needed.');
    expect(await state().save()).toEqual({ ok: false, reason: 'refused', message: 'A text is needed.' });
    state().edit(' ');
    expect(state().autosave.refused).toBe('A text is needed.');
    state().edit('fixed');
    expect(state().autosave.refused).toBeNull();
    jest.advanceTimersByTime(DELAY);
    expect(sent.map((request) => request.text)).toEqual(['fixed']);
  });

  it('keeps the server’s refusal of the draft until the next change', async () => {
    await autosaveAnswered('a', fail(REFUSED));
    expect(state().autosave.refused).toBe('Check the text.');
    expect(status()).toBe('unsaved');
    jest.advanceTimersByTime(DELAY * 4);
    expect(sent).toHaveLength(1);
    state().edit('b');
    expect(state().autosave.refused).toBeNull();
    jest.advanceTimersByTime(DELAY);
    expect(sent).toHaveLength(2);
  });
});

function Editor({ savesOnLeave }: { savesOnLeave: boolean }) {
  const autosave = store((current) => current.autosave);
  useAutosaveGuard(autosave, { savesOnLeave });
  return <p>{saveStatus(autosave)}</p>;
}

describe('save loop: unsaved-changes guard', () => {
  afterEach(() => {
    document.querySelectorAll('dialog').forEach((element) => element.remove());
    window.history.replaceState(null, '', '/');
  });

  it('guards while the draft is not stored, and lets the page go once it is', async () => {
    render(<Editor savesOnLeave={false} />);
    expect(hasUnsavedChanges()).toBe(false);
    act(() => state().edit('a'));
    expect(hasUnsavedChanges()).toBe(true);
    act(() => jest.advanceTimersByTime(DELAY));
    await act(() => answer(0, () => 4));
    expect(screen.getByText('saved')).toBeTruthy();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('an editor that saves on leaving moves on without asking, but asks while offline', async () => {
    window.history.replaceState(null, '', '/sheet/abc');
    render(<Editor savesOnLeave />);
    act(() => state().edit('a'));
    window.history.pushState(null, '', '/sheets');
    expect(window.location.pathname).toBe('/sheets');
    expect(screen.queryByRole('dialog')).toBeNull();

    window.history.replaceState(null, '', '/sheet/abc');
    act(() => jest.advanceTimersByTime(DELAY));
    await act(() => answer(0, fail(NETWORK_DOWN)));
    expect(screen.getByText('offline')).toBeTruthy();
    window.history.pushState(null, '', '/sheets');
    expect(window.location.pathname).toBe('/sheet/abc');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
