import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { sessionStore } from './sessionStore.js';

const user = { authed: true, id: 1, email: 'a@b.co' };

function answer(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

describe('sessionStore', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStore.setState({ status: 'idle', user: null });
  });

  it('keeps the signed-in user from /api/status', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input) =>
        String(input) === '/api/csrf-token' ? answer({ token: 't' }) : answer(user),
      );
    await sessionStore.getState().load();
    expect(sessionStore.getState()).toMatchObject({ status: 'ready', user });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/status')).toBe(true);
  });

  it('treats an anonymous status as signed out', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => answer({ authed: false }));
    await sessionStore.getState().load();
    expect(sessionStore.getState()).toMatchObject({ status: 'ready', user: null });
  });

  it('reports a server failure as an error state', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => answer({ message: 'boom' }, 500));
    await sessionStore.getState().load();
    expect(sessionStore.getState().status).toBe('error');
  });
});
