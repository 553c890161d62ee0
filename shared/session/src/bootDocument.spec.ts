/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { BOOT_DOCUMENT_ID, CSRF_HEADER } from '@tpp/contracts';
import { api } from './apiClient.js';
import {
  bootDocument,
  peekBootAnswer,
  provideBootDocument,
  resetBootDocument,
  takeBootAnswer,
} from './bootDocument.js';
import { API } from '@tpp/contracts';

function writeBoot(text: string) {
  document.body.innerHTML = `<script type="application/json" id="${BOOT_DOCUMENT_ID}">${text}</script>`;
  resetBootDocument();
}

/** jsdom has no fetch: a stand-in answering every request with the JSON `reply` gives. */
function fakeFetch(reply: (url: string) => unknown) {
  const mock = jest.fn((input: string | URL | Request, _init?: RequestInit) =>
    Promise.resolve({
      ok: true,
      status: 200,
      json: async () => reply(String(input)),
      text: async () => JSON.stringify(reply(String(input))),
    } as Response),
  );
  globalThis.fetch = mock as typeof fetch;
  return mock;
}

describe('the boot document', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.cookie = 'tpp_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    resetBootDocument();
  });

  it('lets a first render read a carried answer without taking it (api.early); the call then takes it', async () => {
    writeBoot(JSON.stringify({ remotes: [], manifests: {}, answers: { '/api/team/roster/3': { n: 1 } } }));
    const fetchMock = fakeFetch(() => ({ n: 2 }));
    expect(api.early(API.publicTalent.roster, { params: { teamId: 3 } })).toEqual({ n: 1 });
    expect(api.early(API.publicTalent.roster, { params: { teamId: 3 } })).toEqual({ n: 1 });
    expect(api.early(API.publicTalent.roster, { params: { teamId: 4 } })).toBeUndefined();
    await expect(api.call(API.publicTalent.roster, { params: { teamId: 3 } })).resolves.toEqual({ n: 1 });
    expect(api.early(API.publicTalent.roster, { params: { teamId: 3 } })).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes a provided document instead of the page’s (the server’s first-screen renderer)', () => {
    writeBoot(JSON.stringify({ remotes: [], manifests: {}, answers: { '/a': 1 } }));
    provideBootDocument({ remotes: [], manifests: {}, answers: { '/b': 2 } });
    expect(peekBootAnswer('/a')).toBeUndefined();
    expect(peekBootAnswer('/b')).toBe(2);
    provideBootDocument(null);
    expect(bootDocument()).toBeNull();
  });

  it('answers a GET it carries once, without the network; the next one goes out', async () => {
    writeBoot(JSON.stringify({ remotes: [], manifests: {}, answers: { '/api/team/roster/3': { n: 1 } } }));
    const fetchMock = fakeFetch(() => ({ n: 2 }));
    await expect(api.call(API.publicTalent.roster, { params: { teamId: 3 } })).resolves.toEqual({ n: 1 });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(api.call(API.publicTalent.roster, { params: { teamId: 3 } })).resolves.toEqual({ n: 2 });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/team/roster/3']);
  });

  it('matches the query too: another page of a sheet is fetched', async () => {
    writeBoot(
      JSON.stringify({ answers: { '/api/public/talent-sheets/AbCdEfGh?page=1&limit=15': { page: 1 } } }),
    );
    fakeFetch(() => ({ page: 2 }));
    const sheet = (page: number) =>
      api.call(API.publicSheets.sheet, { params: { hashId: 'AbCdEfGh' }, query: { page, limit: 15 } });
    await expect(sheet(2)).resolves.toEqual({ page: 2 });
    await expect(sheet(1)).resolves.toEqual({ page: 1 });
  });

  it('is ignored when damaged or missing', () => {
    writeBoot('{not json');
    expect(bootDocument()).toBeNull();
    expect(takeBootAnswer('/api/status')).toBeUndefined();
    document.body.innerHTML = '';
    resetBootDocument();
    expect(bootDocument()).toBeNull();
  });

  it('a read never waits for a CSRF token; a write fetches one first', async () => {
    const fetchMock = fakeFetch((url) => (url === '/api/csrf-token' ? { token: 't1' } : {}));
    await api.call(API.session.status);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/status']);
    await api.call(API.sheets.delete, { body: { sheet_id: 'AbCdEfGh' } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/status',
      '/api/csrf-token',
      '/api/user/talent-sheets/delete',
    ]);
    const headers = fetchMock.mock.calls[2]?.[1]?.headers as Record<string, string>;
    expect(headers[CSRF_HEADER]).toBe('t1');
  });
});
