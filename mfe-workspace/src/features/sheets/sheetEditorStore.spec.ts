import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  SHEET_ERROR_CODES,
  SHEET_MESSAGES,
  SHEET_TIMINGS_MS,
  type SaveTalentSheetRequest,
} from '@tpp/contracts';
import { installFakeFetch, type FakeAnswer, type FakeFetch, type RecordedRequest } from '@tpp/ui/testing';
import { saveStatus } from '../../components/autosave/saveLoop';
import { rosterRow } from '../../testing/roster.fixtures';
import { savedSheet, sheetRow } from './sheet.fixtures';
import { useSheetEditor } from './sheetEditorStore';

const SAVE = '/api/user/talent-sheets/save';
const PUBLIC_TITLE = '/api/user/talent-sheets/public-title';
let fake: FakeFetch;
let answer: (request: RecordedRequest) => FakeAnswer;
const store = () => useSheetEditor.getState();
/** Lets the fake network and the store's promise chains settle (timers stay fake). */
const settle = async () => {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  answer = (request) =>
    request.path === PUBLIC_TITLE
      ? { body: { success: true, description: 'Travel picks', version: 9 } }
      : { body: { success: true, sheet_id: 'NewSheet00000001', version: 1 } };
  fake = installFakeFetch((request) => answer(request));
});
afterEach(() => {
  store().start({ sheetType: 'talent' });
  fake.restore();
  jest.useRealTimers();
});

describe('sheet editor store', () => {
  it('creates a new sheet by itself once it has talent and a title, and remembers it made it', async () => {
    store().start({ sheetType: 'talent' });
    store().add([rosterRow(1)]);
    jest.advanceTimersByTime(SHEET_TIMINGS_MS.sheetAutosave * 2);
    // A talent sheet needs a title before it is saved.
    expect(fake.callsTo(SAVE)).toHaveLength(0);
    store().setTitle('Summer');
    jest.advanceTimersByTime(SHEET_TIMINGS_MS.sheetAutosave);
    await settle();
    expect(fake.callsTo(SAVE).map((call) => call.body)).toEqual([
      { title: 'Summer', sheet_type: 'talent', influencers: [{ influencer_id: 1, note: '' }] },
    ]);
    expect(store().sheetId).toBe('NewSheet00000001');
    expect(store().createdHere).toBe('NewSheet00000001');
    expect(store().autosave.version).toBe(1);
    expect(saveStatus(store().autosave)).toBe('saved');
  });

  it('answers a Save of an untitled sheet with the title prompt, without sending it', async () => {
    store().start({ sheetType: 'talent' });
    store().add([rosterRow(1)]);
    expect(await store().save()).toEqual({
      ok: false,
      reason: 'refused',
      message: SHEET_MESSAGES.titleNeeded,
    });
    expect(fake.callsTo(SAVE)).toHaveLength(0);
  });

  it('saves the public title of a saved sheet at once, with its version, and keeps the new version', async () => {
    store().load(savedSheet());
    const outcome = await store().savePublicTitle('  Travel picks ');
    expect(outcome).toEqual({ ok: true, sheetId: savedSheet().id, created: false });
    expect(fake.callsTo(PUBLIC_TITLE)[0]!.body).toEqual({
      public_title: 'Travel picks',
      sheet_id: savedSheet().id,
      version: 3,
    });
    expect(store().description).toBe('Travel picks');
    expect(store().autosave.version).toBe(9);
    expect(saveStatus(store().autosave)).toBe('saved');
  });

  it('opening another sheet first saves what autosave would have saved of this one', async () => {
    store().load(savedSheet());
    store().setNote(2, 'Kept');
    store().load(savedSheet({ id: 'Sheet0000000002b', version: 5 }));
    await settle();
    expect(fake.callsTo(SAVE).map((call) => call.body)).toEqual([
      {
        title: 'Spring pitch',
        sheet_type: 'talent',
        sheet_id: savedSheet().id,
        version: 3,
        influencers: [
          { influencer_id: 1, note: 'First note' },
          { influencer_id: 2, note: 'Kept' },
        ],
      },
    ]);
    // The answer belongs to the sheet left: the one on screen keeps its own id and version.
    expect(store().sheetId).toBe('Sheet0000000002b');
    expect(store().autosave.version).toBe(5);
  });

  it('shows a refused save once and waits for the next change; a 409 stops saving', async () => {
    answer = () => ({
      status: 400,
      body: { statusCode: 400, error: 'VALIDATION_FAILED', message: 'Please check title.' },
    });
    store().load(savedSheet());
    store().setTitle('x'.repeat(10));
    jest.advanceTimersByTime(SHEET_TIMINGS_MS.sheetAutosave);
    await settle();
    expect(store().autosave.failure).toEqual({ message: 'Please check title.', count: 1 });
    jest.advanceTimersByTime(SHEET_TIMINGS_MS.sheetAutosave * 10);
    await settle();
    expect(fake.callsTo(SAVE)).toHaveLength(1);

    answer = () => ({
      status: 409,
      body: { statusCode: 409, error: SHEET_ERROR_CODES.sheetChanged, message: 'stale' },
    });
    store().setTitle('Spring');
    jest.advanceTimersByTime(SHEET_TIMINGS_MS.sheetAutosave);
    await settle();
    expect(saveStatus(store().autosave)).toBe('conflict');
    store().setTitle('Spring again');
    jest.advanceTimersByTime(SHEET_TIMINGS_MS.sheetAutosave * 4);
    await settle();
    expect(fake.callsTo(SAVE)).toHaveLength(2);
  });

  describe('bulk edits', () => {
    const ids = () => store().talent.map((influencer) => influencer.id);
    const saveAfterDebounce = async () => {
      jest.advanceTimersByTime(SHEET_TIMINGS_MS.sheetAutosave);
      await settle();
    };

    it('Undo of an Add All takes off exactly the creators it added; edits made since stay', async () => {
      store().load(savedSheet());
      // Creator 2 is on the sheet already: Add All adds 3, 4 and 5 only.
      store().add([rosterRow(2), rosterRow(3), rosterRow(4), rosterRow(5)], { undoable: true });
      expect(ids()).toEqual([1, 2, 3, 4, 5]);
      expect(store().undoable).toMatchObject({ kind: 'added', text: 'Added 3 creators.', ids: [3, 4, 5] });
      store().setNote(1, 'Changed since');
      store().undo();
      expect(ids()).toEqual([1, 2]);
      expect(store().talent[0]!.note).toBe('Changed since');
      expect(store().undoable).toBeNull();
      await saveAfterDebounce();
      expect(fake.callsTo(SAVE).map((call) => (call.body as SaveTalentSheetRequest).influencers)).toEqual([
        [
          { influencer_id: 1, note: 'Changed since' },
          { influencer_id: 2, note: '' },
        ],
      ]);
    });

    it('a single Add offers no Undo', () => {
      store().load(savedSheet());
      store().add([rosterRow(3)]);
      expect(store().undoable).toBeNull();
    });

    it('removes the selected creators in one change (one save); Undo puts them back at their places with their notes', async () => {
      store().load(savedSheet({ influencers: [1, 2, 3, 4, 5].map((id) => sheetRow(id, `Note ${id}`)) }));
      store().select(2, true);
      store().select(4, true, true);
      expect(store().selected).toEqual([2, 3, 4]);
      store().removeMany(store().selected);
      expect(ids()).toEqual([1, 5]);
      expect(store().selected).toEqual([]);
      expect(store().undoable?.text).toBe('Removed 3 creators.');
      await saveAfterDebounce();
      expect(fake.callsTo(SAVE)).toHaveLength(1);
      expect((fake.callsTo(SAVE)[0]!.body as SaveTalentSheetRequest).influencers).toEqual([
        { influencer_id: 1, note: 'Note 1' },
        { influencer_id: 5, note: 'Note 5' },
      ]);

      store().undo();
      expect(store().talent.map((influencer) => [influencer.id, influencer.note])).toEqual([
        [1, 'Note 1'],
        [2, 'Note 2'],
        [3, 'Note 3'],
        [4, 'Note 4'],
        [5, 'Note 5'],
      ]);
      await saveAfterDebounce();
      expect(fake.callsTo(SAVE)).toHaveLength(2);
    });

    it('one Remove names the creator and can be undone', () => {
      store().load(savedSheet());
      store().remove(1);
      expect(store().undoable?.text).toBe('Removed Creator 1.');
      store().undo();
      expect(ids()).toEqual([1, 2]);
      expect(store().talent[0]!.note).toBe('First note');
    });

    it('moves the selected creators to the top or the bottom in one change, keeping their order', async () => {
      store().load(savedSheet({ influencers: [1, 2, 3, 4, 5].map((id) => sheetRow(id)) }));
      store().moveTo([4, 2], 'top');
      expect(ids()).toEqual([2, 4, 1, 3, 5]);
      store().moveTo([1], 'bottom');
      expect(ids()).toEqual([2, 4, 3, 5, 1]);
      await saveAfterDebounce();
      expect(fake.callsTo(SAVE)).toHaveLength(1);
    });

    it('Select all selects every creator and clears them; loading another sheet clears the selection and Undo', () => {
      store().load(savedSheet());
      store().selectAll(true);
      expect(store().selected).toEqual([1, 2]);
      store().selectAll(false);
      expect(store().selected).toEqual([]);
      store().select(1, true);
      store().remove(2);
      store().load(savedSheet({ id: 'Sheet0000000002b' }));
      expect(store().selected).toEqual([]);
      expect(store().undoable).toBeNull();
    });
  });
});
