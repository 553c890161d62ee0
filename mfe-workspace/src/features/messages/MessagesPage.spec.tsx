import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES_POLL_MS, MESSAGING_MESSAGES, type ConversationWithMessages } from '@tpp/contracts';
import { sessionStore } from '@tpp/session';
import {
  deferred,
  installFakeFetch,
  type FakeAnswer,
  type FakeFetch,
  type RecordedRequest,
} from '@tpp/ui/testing';
import { MessagesPage } from './MessagesPage';
import { conversation, member, message, page, withMessages } from './messages.fixtures';

let fake: FakeFetch | null = null;
type Route = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer> | undefined;

/** A fake API: `routes` answer first; the list is empty, nothing is unread, writes succeed. */
function serve(...routes: Route[]): FakeFetch {
  fake = installFakeFetch(async (request) => {
    for (const route of routes) {
      const answer = await route(request);
      if (answer) return answer;
    }
    if (request.path === '/api/conversations') return { body: page([]) };
    if (request.path === '/api/conversations/unread')
      return { body: { has_unread_conversations: false, unread_count: 0 } };
    if (request.path === '/api/user/team/members') return { body: { members: [] } };
    if (request.method === 'POST') return { body: { success: true } };
    return { status: 404, body: { statusCode: 404, error: 'CONVERSATION_NOT_FOUND', message: 'Not found' } };
  });
  return fake;
}

const get =
  (path: string, body: unknown): Route =>
  (request) =>
    request.method === 'GET' && request.path === path ? { body } : undefined;

function openAt(id: number) {
  window.history.replaceState(null, '', `/messages?conversation_id=${id}`);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/messages');
  sessionStore.setState({ status: 'ready', user: member() });
});
afterEach(() => {
  cleanup();
  fake?.restore();
  fake = null;
  jest.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

describe('Messages: the list', () => {
  it('shows the conversations latest first with a 120-character preview and the unread ones highlighted', async () => {
    const long = 'x'.repeat(130);
    serve(
      get(
        '/api/conversations',
        page([
          conversation({
            id: 2,
            title: 'Spring pitch',
            has_unread_message: true,
            preview: { sender_name: 'Blake', body: long },
          }),
          conversation({ id: 1, title: 'Old thread' }),
        ]),
      ),
    );
    render(<MessagesPage />);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      expect.stringContaining('Spring pitch'),
      expect.stringContaining('Old thread'),
    ]);
    expect(items[0]!.textContent).toContain(`Blake: ${'x'.repeat(120)}…`);
    expect(items[0]!.textContent).not.toContain('x'.repeat(121));
    expect(within(items[0]!).getByRole('link').textContent).toContain('(unread)');
    expect(items[0]!.className).toContain('tpp-conversation-item--unread');
    expect(items[1]!.className).not.toContain('unread');
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/messages?conversation_id=2');
  });

  it("says 'No messages yet' when there are none and 'An error occurred' when the list fails, with Try Again", async () => {
    let fail = true;
    serve((request) =>
      request.path === '/api/conversations' && fail ? { status: 500, body: { statusCode: 500 } } : undefined,
    );
    render(<MessagesPage />);
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGING_MESSAGES.listFailed);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: MESSAGING_MESSAGES.noMessages })).toBeTruthy();
  });

  it('loads the next page with Load More until there are no more, and shows the archive on its own', async () => {
    const server = serve((request) => {
      if (request.path !== '/api/conversations') return undefined;
      if (request.query.get('archived') === 'true')
        return { body: page([conversation({ id: 9, title: 'Filed away', archived: true })]) };
      return request.query.get('page') === '2'
        ? { body: page([conversation({ id: 3, title: 'Third' })], false, 2) }
        : {
            body: page(
              [conversation({ id: 1, title: 'First' }), conversation({ id: 2, title: 'Second' })],
              true,
            ),
          };
    });
    render(<MessagesPage />);
    await screen.findByText('First');
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByText('Third');
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Archived' }));
    const archive = await screen.findByRole('list', { name: 'Archived conversations' });
    expect(within(archive).getByText('Filed away')).toBeTruthy();
    expect(screen.queryByText('First')).toBeNull();
    expect(server.callsTo('/api/conversations').map((call) => call.query.get('archived'))).toEqual([
      'false',
      'false',
      'true',
    ]);
  });
});

describe('Messages: an open conversation', () => {
  const thread = (overrides: Partial<ConversationWithMessages> = {}) =>
    withMessages({ id: 5, title: 'Casting for spring', has_unread_message: true, ...overrides }, [
      message({
        id: 501,
        body: 'First, from Blake',
        created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      }),
      message({ id: 502, body: 'Mine', own: true, sender_id: 7, sender_name: 'Avery Stone' }),
    ]);

  it('shows the messages oldest first with sender and time, marks the conversation read and turns the header icon off', async () => {
    openAt(5);
    const server = serve(
      get(
        '/api/conversations',
        page([conversation({ id: 5, title: 'Casting for spring', has_unread_message: true })]),
      ),
      get('/api/conversations/5', thread()),
    );
    render(<MessagesPage />);
    const log = await screen.findByRole('log', { name: 'Messages' });
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.tpp-message__body')?.textContent)).toEqual([
      'First, from Blake',
      'Mine',
    ]);
    expect(items[0]!.textContent).toContain('Blake Rivers');
    // Three days ago: the weekday and the time (spec: under 168 hours).
    const weekday = new Date(Date.now() - 3 * 86_400_000).toLocaleString(undefined, { weekday: 'short' });
    expect(items[0]!.querySelector('time')?.textContent).toContain(weekday);
    await waitFor(() => expect(server.callsTo('/api/conversations/mark-read')).toHaveLength(1));
    expect(server.callsTo('/api/conversations/mark-read')[0]?.body).toEqual({ conversation_id: 5 });
    await waitFor(() => expect(sessionStore.getState().user?.has_unread_conversations).toBe(false));
    await waitFor(() =>
      expect(
        screen.getByRole('list', { name: 'Conversations' }).querySelector('.tpp-conversation-item--unread'),
      ).toBeNull(),
    );
    // Only one's own message can be deleted.
    expect(within(items[0]!).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: /Delete/ })).toBeTruthy();
  });

  it('does not mark a conversation read that has nothing unread', async () => {
    openAt(5);
    const server = serve(get('/api/conversations/5', thread({ has_unread_message: false })));
    render(<MessagesPage />);
    await screen.findByRole('log', { name: 'Messages' });
    expect(server.callsTo('/api/conversations/mark-read')).toHaveLength(0);
  });

  it('shows the brand card: name, email, sheet, comments, liked creators and where replies go', async () => {
    openAt(6);
    serve(
      get(
        '/api/conversations/6',
        withMessages(
          {
            id: 6,
            kind: 'brand',
            title: 'Response to Spring pitch',
            reply_by_mail_to: 'jordan@brand.example',
            brand_contact: {
              id: 3,
              name: 'Jordan Buyer',
              email: 'jordan@brand.example',
              company: 'Brand Co',
            },
            brand_response: {
              sheet_id: 'AbCdEfGhIjKlMnOp',
              sheet_title: 'Spring pitch',
              responder_name: 'Jordan Buyer',
              responder_email: 'jordan@brand.example',
              comments: 'These two fit.',
              liked: [
                { influencer_id: 11, name: 'Rio Rivers', profile_url: 'http://x.example/p/11' },
                { influencer_id: 12, name: 'Sam Hill', profile_url: 'http://x.example/p/12' },
              ],
            },
          },
          [message({ id: 601, sender_id: null, sender_name: 'Jordan Buyer', body: 'These two fit.' })],
        ),
      ),
    );
    render(<MessagesPage />);
    const card = await screen.findByRole('region', { name: 'Brand response' });
    expect(within(card).getByRole('heading', { name: 'Jordan Buyer' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'jordan@brand.example' }).getAttribute('href')).toBe(
      'mailto:jordan@brand.example',
    );
    expect(within(card).getByRole('link', { name: 'Spring pitch' }).getAttribute('href')).toBe(
      '/talent-sheet/AbCdEfGhIjKlMnOp',
    );
    expect(within(card).getByText('These two fit.')).toBeTruthy();
    const liked = within(card).getByRole('list', { name: 'Liked creators' });
    expect(within(liked).getByRole('link', { name: 'Sam Hill' }).getAttribute('href')).toBe(
      'http://x.example/p/12',
    );
    expect(card.textContent).toContain('Brand Co · ');
    expect(card.textContent).toContain(
      "Replies here are mailed to jordan@brand.example with a personal reply link; the brand's answers appear in this conversation.",
    );
    expect(within(card).getByRole('button', { name: 'Revoke reply links' })).toBeTruthy();
  });

  it('links the request the conversation is about', async () => {
    openAt(7);
    serve(get('/api/conversations/7', withMessages({ id: 7, kind: 'staff', request_id: 44 }, [message()])));
    render(<MessagesPage />);
    expect((await screen.findByRole('link', { name: 'request #44' })).getAttribute('href')).toBe(
      '/my-requests',
    );
  });

  it("says when the conversation is not there (another team's answers 404 too)", async () => {
    openAt(99);
    serve();
    render(<MessagesPage />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This conversation does not exist or is not yours.',
    );
  });

  it("deletes one's own message after a confirmation", async () => {
    openAt(5);
    const server = serve(get('/api/conversations/5', thread({ has_unread_message: false })));
    render(<MessagesPage />);
    const log = await screen.findByRole('log', { name: 'Messages' });
    fireEvent.click(within(log).getByRole('button', { name: /Delete/ }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(server.callsTo('/api/conversation/delete-message')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true }));
    await waitFor(() => expect(within(log).queryByText('Mine')).toBeNull());
    expect(server.callsTo('/api/conversation/delete-message')[0]?.body).toEqual({ message_id: 502 });
    expect(within(log).getByText('First, from Blake')).toBeTruthy();
  });

  it('archives: the conversation leaves the inbox and offers Restore, which sends restore', async () => {
    openAt(5);
    const server = serve(
      get(
        '/api/conversations',
        page([conversation({ id: 5, title: 'Casting for spring' }), conversation({ id: 4 })]),
      ),
      get('/api/conversations/5', thread({ has_unread_message: false })),
    );
    render(<MessagesPage />);
    await screen.findByRole('log', { name: 'Messages' });
    const conversationPane = screen.getByRole('region', { name: 'Open conversation' });
    fireEvent.click(within(conversationPane).getByRole('button', { name: 'Archive' }));
    await within(conversationPane).findByRole('button', { name: 'Restore' });
    expect(server.callsTo('/api/conversations/messages')[0]?.body).toEqual({
      action: 'archive',
      conversation_id: 5,
    });
    const list = screen.getByRole('list', { name: 'Conversations' });
    expect(within(list).queryByText('Casting for spring')).toBeNull();
    expect(within(list).getByText('Conversation 4')).toBeTruthy();
    fireEvent.click(within(conversationPane).getByRole('button', { name: 'Restore' }));
    await within(conversationPane).findByRole('button', { name: 'Archive' });
    expect(server.callsTo('/api/conversations/messages')[1]?.body).toEqual({
      action: 'restore',
      conversation_id: 5,
    });
  });
});

describe('Messages: the reply box', () => {
  it('cannot send a blank reply, is disabled while sending, then shows the reply and clears the box', async () => {
    openAt(5);
    const release = deferred<FakeAnswer>();
    const server = serve(get('/api/conversations/5', withMessages({ id: 5 }, [message()])), (request) =>
      request.path === '/api/conversations/reply' ? release.promise : undefined,
    );
    render(<MessagesPage />);
    const box = (await screen.findByLabelText('Reply')) as HTMLTextAreaElement;
    const send = () => screen.getByRole('button', { name: /^Send/ }) as HTMLButtonElement;
    expect(send().disabled).toBe(true);
    fireEvent.change(box, { target: { value: '   \n ' } });
    expect(send().disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    fireEvent.submit(box.form!);
    expect(server.callsTo('/api/conversations/reply')).toHaveLength(0);

    fireEvent.change(box, { target: { value: 'Sounds good' } });
    expect(send().disabled).toBe(false);
    fireEvent.click(send());
    await waitFor(() => expect(send().disabled).toBe(true));
    expect(send().textContent).toBe('Sending...');
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(server.callsTo('/api/conversations/reply')).toHaveLength(1);
    expect(server.callsTo('/api/conversations/reply')[0]?.body).toEqual({
      conversation_id: 5,
      content: 'Sounds good',
    });

    release.resolve({
      body: message({ id: 777, body: 'Sounds good', own: true, sender_name: 'Avery Stone' }),
    });
    const log = screen.getByRole('log', { name: 'Messages' });
    await within(log).findByText('Sounds good');
    expect(box.value).toBe('');
  });

  it('keeps the draft and says so when the reply fails', async () => {
    openAt(5);
    serve(get('/api/conversations/5', withMessages({ id: 5 }, [message()])), (request) =>
      request.path === '/api/conversations/reply' ? { status: 500, body: { statusCode: 500 } } : undefined,
    );
    render(<MessagesPage />);
    const box = (await screen.findByLabelText('Reply')) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Hello?' } });
    fireEvent.keyDown(box, { key: 'Enter', metaKey: true });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your reply could not be sent. Please try again.',
    );
    expect(box.value).toBe('Hello?');
  });
});

describe('Messages: live updates by polling', () => {
  it('brings a new message into the open conversation and the list, keeps the draft, and updates the header icon', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    openAt(5);
    let messages = [message({ id: 501, body: 'Hello there' })];
    let unread = false;
    const server = serve((request) => {
      if (request.path === '/api/conversations/5')
        return {
          body: withMessages({ id: 5, title: 'Polled', has_unread_message: messages.length > 1 }, messages),
        };
      if (request.path === '/api/conversations')
        return {
          body: page([
            conversation({
              id: 5,
              title: 'Polled',
              preview: { sender_name: 'Blake Rivers', body: messages.at(-1)!.body },
            }),
          ]),
        };
      if (request.path === '/api/conversations/unread')
        return { body: { has_unread_conversations: unread, unread_count: unread ? 1 : 0 } };
      return undefined;
    });
    sessionStore.setState({ user: member({ has_unread_conversations: false }) });
    render(<MessagesPage />);
    const log = await screen.findByRole('log', { name: 'Messages' });
    const box = screen.getByLabelText('Reply') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'half-written' } });

    messages = [...messages, message({ id: 502, body: 'A new one' })];
    unread = true;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(MESSAGES_POLL_MS);
    });
    await waitFor(() => expect(within(log).getByText('A new one')).toBeTruthy());
    expect(screen.getByRole('list', { name: 'Conversations' }).textContent).toContain('A new one');
    expect(box.value).toBe('half-written');
    expect(screen.getByRole('log', { name: 'Messages' })).toBe(log);
    // The poll brought unread messages into the open conversation: it is marked read again.
    await waitFor(() => expect(server.callsTo('/api/conversations/mark-read')).toHaveLength(1));
    expect(server.callsTo('/api/conversations/unread').length).toBeGreaterThan(0);
  });

  it('turns the header icon on from the poll and does not poll while the tab is hidden', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const server = serve(
      get('/api/conversations/unread', { has_unread_conversations: true, unread_count: 2 }),
    );
    sessionStore.setState({ user: member({ has_unread_conversations: false }) });
    render(<MessagesPage />);
    await screen.findByRole('heading', { name: MESSAGING_MESSAGES.noMessages });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(MESSAGES_POLL_MS);
    });
    await waitFor(() => expect(sessionStore.getState().user?.has_unread_conversations).toBe(true));

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const before = server.callsTo('/api/conversations').length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(MESSAGES_POLL_MS * 5);
    });
    expect(server.callsTo('/api/conversations')).toHaveLength(before);

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(server.callsTo('/api/conversations').length).toBe(before + 1));
    // Let that poll's answers land before the test ends.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
  });
});

describe('Messages: polling a missing conversation', () => {
  it('does not ask again for a conversation that answered 404 until Try Again', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    openAt(99);
    const server = serve();
    render(<MessagesPage />);
    await screen.findByText('This conversation does not exist or is not yours.');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(MESSAGES_POLL_MS * 3);
    });
    expect(server.callsTo('/api/conversations/99')).toHaveLength(1);
    expect(server.callsTo('/api/conversations').length).toBeGreaterThan(1);
  });
});

describe('Messages: New Message', () => {
  it('writes to a team member (not oneself) or the account managers; a blank title or message is not sent', async () => {
    const server = serve(
      get('/api/user/team/members', {
        members: [
          { id: 7, full_name: 'Avery Stone', email: 'avery@northstar.example' },
          { id: 8, full_name: 'Blake Rivers', email: 'blake@northstar.example' },
        ],
      }),
      (request) =>
        request.method === 'POST' && request.path === '/api/conversations'
          ? { body: withMessages({ id: 31, title: 'Hi Blake' }, [message({ id: 3101, own: true })]) }
          : undefined,
      get(
        '/api/conversations/31',
        withMessages({ id: 31, title: 'Hi Blake' }, [message({ id: 3101, own: true })]),
      ),
    );
    render(<MessagesPage />);
    fireEvent.click(screen.getByRole('button', { name: 'New Message' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    const to = within(dialog).getByLabelText('To') as HTMLSelectElement;
    await waitFor(() => expect(to.options).toHaveLength(2));
    expect([...to.options].map((option) => option.textContent)).toEqual([
      'Account Managers (Talent Pitch Pro)',
      'Blake Rivers (blake@northstar.example)',
    ]);
    const sendButton = within(dialog).getByRole('button', { name: 'Send', hidden: true });
    fireEvent.click(sendButton);
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    expect(within(dialog).getByText('Message is required')).toBeTruthy();
    expect(
      server.calls.filter((call) => call.method === 'POST' && call.path === '/api/conversations'),
    ).toHaveLength(0);

    fireEvent.change(to, { target: { value: '8' } });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Hi Blake' } });
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Lunch?' } });
    fireEvent.click(sendButton);
    await waitFor(() => expect(window.location.search).toBe('?conversation_id=31'));
    expect(
      server.calls.find((call) => call.method === 'POST' && call.path === '/api/conversations')?.body,
    ).toEqual({
      title: 'Hi Blake',
      body: 'Lunch?',
      receiver_id: 8,
    });
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    await screen.findByRole('log', { name: 'Messages' });
  });

  it("writes to the account managers with to_staff and shows the server's field message", async () => {
    const server = serve((request) =>
      request.method === 'POST' && request.path === '/api/conversations'
        ? {
            status: 400,
            body: {
              statusCode: 400,
              error: 'BLANK_MESSAGE',
              message: 'body must not be blank',
              fields: { body: ['body must not be blank'] },
            },
          }
        : undefined,
    );
    render(<MessagesPage />);
    fireEvent.click(screen.getByRole('button', { name: 'New Message' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Question' } });
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'zero-width\u200b' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send', hidden: true }));
    expect(await within(dialog).findByText('Message must not be blank')).toBeTruthy();
    expect(
      server.calls.find((call) => call.method === 'POST' && call.path === '/api/conversations')?.body,
    ).toEqual({
      title: 'Question',
      body: 'zero-width\u200b',
      to_staff: true,
    });
  });
});
