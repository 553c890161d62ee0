import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { COLLECTION_ERROR_CODES, SHEET_TIMINGS_MS, type Collection } from '@tpp/contracts';
import { installFakeFetch, type FakeAnswer, type FakeFetch } from '@tpp/ui/testing';
import { saveStatus } from '../../components/autosave/saveLoop';
import { selectCollectionInvalid, useCollectionEditor } from './collectionEditorStore';

const collection: Collection = {
  id: 'c0llect10n-1d-00',
  title: 'Spring',
  salesheet_ids: ['a'],
  sheets: [{ id: 'a', title: 'Sheet A', description: 'Beauty', influencer_count: 2, cover_photo_url: null }],
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  version: 3,
};
const sheetB = { id: 'b', title: 'Sheet B', description: null, influencer_count: 1, cover_photo_url: null };

let fake: FakeFetch | null = null;
let answer: () => FakeAnswer = () => ({ body: { success: true, collection_id: collection.id, version: 4 } });

beforeEach(() => {
  jest.useFakeTimers();
  fake = installFakeFetch(() => answer());
  useCollectionEditor.getState().load(collection);
});
afterEach(() => {
  useCollectionEditor.getState().reset();
  fake?.restore();
  jest.useRealTimers();
});

async function flush() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

describe('collection editor store', () => {
  it('autosaves 2 s after adding a sheet, and refuses a sheet without a public title', async () => {
    useCollectionEditor.getState().add(sheetB);
    expect(saveStatus(useCollectionEditor.getState().autosave)).toBe('unsaved');
    jest.advanceTimersByTime(SHEET_TIMINGS_MS.collectionAutosave - 1);
    await flush();
    expect(selectCollectionInvalid(useCollectionEditor.getState())).toBe(false);
    jest.advanceTimersByTime(1);
    await flush();
    expect(selectCollectionInvalid(useCollectionEditor.getState())).toBe(true);
    expect(fake!.callsTo('/api/user/collections/save')).toHaveLength(0);

    useCollectionEditor.getState().setPublicTitle('b', 'Travel');
    expect(selectCollectionInvalid(useCollectionEditor.getState())).toBe(false);
    await useCollectionEditor.getState().save();
    const [call] = fake!.callsTo('/api/user/collections/save');
    expect(call!.body).toEqual({
      collection_id: collection.id,
      title: 'Spring',
      salesheet_ids: ['a', 'b'],
      public_titles: { b: 'Travel' },
      version: 3,
    });
    const state = useCollectionEditor.getState();
    expect(saveStatus(state.autosave)).toBe('saved');
    expect(state.autosave.version).toBe(4);
    expect(state.sheets[1]!.description).toBe('Travel');
    expect(state.editedTitles).toEqual({});
  });

  it('autosaves after removing a sheet and keeps the order of a reorder', async () => {
    useCollectionEditor.getState().load({
      ...collection,
      sheets: [...collection.sheets, { ...sheetB, description: 'Travel' }],
    });
    const [a, b] = useCollectionEditor.getState().sheets;
    useCollectionEditor.getState().reorder([b!, a!]);
    useCollectionEditor.getState().remove('zzz');
    jest.advanceTimersByTime(SHEET_TIMINGS_MS.collectionAutosave);
    await flush();
    expect(
      (fake!.callsTo('/api/user/collections/save')[0]!.body as { salesheet_ids: string[] }).salesheet_ids,
    ).toEqual(['b', 'a']);
  });

  it('shows the changed-elsewhere state on 409 and the validation message on the server 400', async () => {
    answer = () => ({
      status: 409,
      body: { statusCode: 409, error: COLLECTION_ERROR_CODES.collectionChanged, message: 'x' },
    });
    await useCollectionEditor.getState().save();
    expect(saveStatus(useCollectionEditor.getState().autosave)).toBe('conflict');

    useCollectionEditor.getState().load(collection);
    answer = () => ({
      status: 400,
      body: { statusCode: 400, error: COLLECTION_ERROR_CODES.collectionInvalid, message: 'x' },
    });
    await useCollectionEditor.getState().save();
    expect(selectCollectionInvalid(useCollectionEditor.getState())).toBe(true);
  });
});
