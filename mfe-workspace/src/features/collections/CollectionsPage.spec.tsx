import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SHEET_MESSAGES, SHEET_TIMINGS_MS, type CollectionSummary } from '@tpp/contracts';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { CollectionEditorPage } from './CollectionEditorPage';
import { CollectionsPage } from './CollectionsPage';

const summary = (id: string, title: string): CollectionSummary => ({
  id,
  title,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-20T00:00:00Z',
  sheet_count: 5,
  sheets: [
    { id: 'a', title: 'Skincare Picks' },
    { id: 'b', title: 'Glow Routines' },
    { id: 'c', title: 'Clean Beauty' },
  ],
});

let fake: FakeFetch | null = null;
afterEach(() => {
  cleanup();
  fake?.restore();
});

describe('CollectionsPage', () => {
  it('shows the first 3 sheets and deletes a collection after the confirmation', async () => {
    let collections = [summary('c1', 'Spring Roundup'), summary('c2', 'Holiday Gifting')];
    fake = installFakeFetch((request) => {
      if (request.path === '/api/user/collections/delete') {
        collections = collections.filter(
          (entry) => entry.id !== (request.body as { collection_id: string }).collection_id,
        );
        return { body: { success: true } };
      }
      return { body: { collections, total: collections.length, page: 1, limit: 25 } };
    });
    render(<CollectionsPage />);
    const row = (await screen.findByText('Spring Roundup')).closest('tr')!;
    expect(within(row).getByText('Clean Beauty')).toBeTruthy();
    expect(within(row).getByText('+2 more')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Delete Spring Roundup' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByText(SHEET_MESSAGES.deleteCollectionConfirm)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Collection', hidden: true }));
    await waitFor(() => expect(screen.queryByText('Spring Roundup')).toBeNull());
    expect(fake.callsTo('/api/user/collections/delete')[0]!.body).toEqual({ collection_id: 'c1' });
    expect(screen.getByText('Holiday Gifting')).toBeTruthy();
  });

  it('filters by title only from 3 characters, after the delay', async () => {
    fake = installFakeFetch(() => ({ body: { collections: [], total: 0, page: 1, limit: 25 } }));
    render(<CollectionsPage />);
    await screen.findByText('No collections yet.');
    const filter = screen.getByLabelText('Filter by title');
    fireEvent.change(filter, { target: { value: 'ho' } });
    await act(
      () => new Promise((done) => setTimeout(done, SHEET_TIMINGS_MS.collectionTitleFilterDebounce + 100)),
    );
    expect(fake.calls).toHaveLength(1);
    fireEvent.change(filter, { target: { value: 'hol' } });
    expect(await screen.findByText('No collections match this title.', {}, { timeout: 3000 })).toBeTruthy();
    expect(fake.calls).toHaveLength(2);
  });
});

describe('CollectionEditorPage new-collection', () => {
  it('asks for a title, creates the collection with no sheets and opens its editor', async () => {
    fake = installFakeFetch((request) =>
      request.path === '/api/user/collections/save'
        ? { body: { success: true, collection_id: 'NewCollection123', version: 1 } }
        : { status: 404, body: { statusCode: 404, message: 'Not found' } },
    );
    const location = memoryLocation({ path: '/collection/new-collection', record: true });
    render(
      <Router hook={location.hook}>
        <Route path="/collection/:collectionId?" component={CollectionEditorPage} />
      </Router>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create Collection' }));
    expect(screen.getByText('A collection needs a title.')).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Collection title'), { target: { value: ' Autumn Edit ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Collection' }));
    await waitFor(() => expect(window.location.pathname).toBe('/collection/NewCollection123'));
    expect(fake.callsTo('/api/user/collections/save')[0]!.body).toEqual({
      title: 'Autumn Edit',
      salesheet_ids: [],
    });
  });
});
