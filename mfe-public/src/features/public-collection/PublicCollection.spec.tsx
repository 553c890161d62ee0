import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { FakeFetch } from '@tpp/ui/testing';
import { publicCollection, publicSheet } from '../../testing/sheetFixtures';
import CollectionViewAllPage from './CollectionViewAllPage';
import PublicCollectionPage from './PublicCollectionPage';
import { fakeNetwork, setUpPublicPageTests } from '../../testing/publicPageTests';

let fake: FakeFetch | null = null;
setUpPublicPageTests();

function install() {
  fake = fakeNetwork(({ path }) => {
    if (path === '/api/public/collections/CoLlEcTiOnId0001') return { body: publicCollection() };
    const sheetId = /^\/api\/public\/talent-sheets\/(.+)$/.exec(path)?.[1];
    if (sheetId) return { body: publicSheet({ id: sheetId }, { total: 2, limit: 140 }) };
    if (path === '/api/public/collections/Unknown0000000')
      return { status: 404, body: { message: 'Not found' } };
    return { body: { success: true } };
  });
  return fake;
}

describe('PublicCollectionPage', () => {
  it('shows the title and the first 4 sheets in order, then 4 more on Load more sheets', async () => {
    const fetches = install();
    await act(async () => {
      render(<PublicCollectionPage collectionId="CoLlEcTiOnId0001" />);
    });
    expect(document.title).toBe('Summer picks · Talent Pitch Pro');
    expect(screen.getByRole('heading', { name: 'Summer picks' })).toBeTruthy();
    const sections = () =>
      screen.getAllByRole('region').map((region) => region.querySelector('h2')?.textContent);
    expect(sections()).toEqual(['Public 1', 'Public 2', 'Public 3', 'Public 4']);
    expect(fetches.calls.map((call) => call.url)).toContain(
      '/api/public/talent-sheets/Sheet1xxxxxxxxxx?page=1&limit=140',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load more sheets' }));
    });
    expect(sections()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Load more sheets' })).toBeNull();
    const card = within(screen.getAllByRole('region')[0] as HTMLElement).getAllByRole('link', {
      name: /Creator 1/,
    })[0];
    expect(card?.getAttribute('href')).toBe(
      '/public/talent-sheet/roster-view/Sheet1xxxxxxxxxx?influencer_id=1',
    );
    expect(fetches.callsTo('/api/analytics')[0]?.body).toEqual({
      event_type: 'collection_view',
      data: { collection_id: 'CoLlEcTiOnId0001' },
    });
  });

  it('says Collection not found for an unknown id', async () => {
    install();
    await act(async () => {
      render(<PublicCollectionPage collectionId="Unknown0000000" />);
    });
    expect(screen.getByRole('heading', { name: 'Collection not found' })).toBeTruthy();
  });
});

describe('CollectionViewAllPage', () => {
  it('shows every sheet with a table of contents linking to each section', async () => {
    install();
    await act(async () => {
      render(<CollectionViewAllPage collectionId="CoLlEcTiOnId0001" />);
    });
    expect(screen.getAllByRole('region')).toHaveLength(6);
    const toc = screen.getByRole('navigation', { name: 'Sheets in this collection' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((index) => `#sheet-Sheet${index}xxxxxxxxxx`),
    );
    expect(links[0]?.getAttribute('aria-current')).toBe('true');
    fireEvent.click(links[2] as HTMLElement);
    expect(links[2]?.getAttribute('aria-current')).toBe('true');
    expect(links[0]?.getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { name: 'Contact' })).toBeTruthy();
  });
});
