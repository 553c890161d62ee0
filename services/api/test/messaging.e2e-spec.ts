import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  MESSAGING_MESSAGES,
  type ContactResponse,
  type ConversationMessage,
  type ConversationsResponse,
  type ConversationWithMessages,
  type FavoritesResponse,
  type InfluencerLikesResponse,
  type MyRequestsResponse,
  type NotificationsResponse,
  type StaffRequest,
  type StatusResponse,
  type TalentRequestResponse,
  type UnreadConversationsResponse,
} from '@tpp/contracts';
import { MESSAGE_MAIL_JOB } from '../src/modules/messaging/services/message-mail.service.js';
import { JobQueue } from '../src/infrastructure/jobs/job-queue.service.js';
import { createSheet, rosterCreators } from './factories/sheets.js';
import { useTeam } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';
import { rosterCreator } from './factories/talent.js';
import { PDF_BYTES, uploaded, freshUploadDir } from './factories/uploads.js';
import { useMailedApi } from './support/mailed-api.js';
import { unreadNotifications } from './factories/notifications.js';

const SUPPORT = 'support@platform.test';

describe('messaging: conversations, brand responses, Contact Us, staff and notifications', () => {
  const { api, smtp } = useMailedApi(async () => ({
    env: { SUPPORT_EMAIL: SUPPORT, JOBS_POLL_MS: '500', UPLOAD_DIR: await freshUploadDir('messaging') },
  }));
  const alpha = useTeam(api, 'Alpha Agency', {
    alice: { fullName: 'Alice Agent' },
    bob: { fullName: 'Bob Booker' },
    carol: { fullName: 'Carol Colleague' },
  });
  const bravo = useTeam(api, 'Bravo Agency', { other: { fullName: 'Olga Other' } });
  const platform = useTeam(api, 'Platform', { staff: { fullName: 'Sam Staff', flags: { is_staff: true } } });
  let otherCreator: number;

  beforeAll(async () => {
    otherCreator = (await rosterCreator(api.db, bravo.id, { fullname: 'Bravo Creator' })).id;
  });

  const unread = async (browser: TestBrowser) =>
    (await browser.get('/api/conversations/unread')).json<UnreadConversationsResponse>();
  const inbox = async (browser: TestBrowser, query = '') =>
    (await browser.get(`/api/conversations${query}`)).json<ConversationsResponse>().conversations;
  const mailJobs = async (): Promise<number> => {
    const counts = await api.app.get(JobQueue).counts(MESSAGE_MAIL_JOB);
    return Object.values(counts).reduce((sum, n) => sum + n, 0);
  };
  const start = async (from: TestBrowser, body: Record<string, unknown>) => {
    const response = await from.post('/api/conversations', body);
    expect(response.statusCode).toBe(200);
    return response.json<ConversationWithMessages>();
  };

  describe('two members of a team', () => {
    let conversation: ConversationWithMessages;

    it('starts a conversation the receiver sees unread, with one mail until they read it', async () => {
      const jobsBefore = await mailJobs();
      conversation = await start(alpha.alice, {
        title: ' Rates ',
        body: 'Can you check the rates?',
        receiver_id: alpha.users.bob.id,
      });
      expect(conversation).toMatchObject({
        kind: 'team',
        title: 'Rates',
        creator_id: alpha.users.alice.id,
        creator_name: 'Alice Agent',
        receiver_name: 'Bob Booker',
        has_unread_message: false,
        messages: [
          expect.objectContaining({
            body: 'Can you check the rates?',
            own: true,
            sender_name: 'Alice Agent',
          }),
        ],
      });
      expect(await unread(alpha.bob)).toEqual({ has_unread_conversations: true, unread_count: 1 });
      expect((await alpha.bob.get('/api/status')).json<StatusResponse>()).toMatchObject({
        has_unread_conversations: true,
      });
      expect(await unread(alpha.alice)).toEqual({ has_unread_conversations: false, unread_count: 0 });
      const mail = await smtp.waitForMail(alpha.users.bob.email);
      expect(mail.subject).toBe('New message from Alice Agent: Rates');
      expect(mail.text).toContain('Can you check the rates?');
      expect(mail.text).toContain(`http://tpp.test/messages?conversation_id=${conversation.id}`);

      // A second message before Bob reads: no second mail.
      await alpha.alice.post('/api/conversations/reply', {
        conversation_id: conversation.id,
        content: 'And the dates.',
      });
      expect(await mailJobs()).toBe(jobsBefore + 1);
      const [listed] = await inbox(alpha.bob);
      expect(listed).toMatchObject({
        id: conversation.id,
        has_unread_message: true,
        preview: { sender_name: 'Alice Agent', body: 'And the dates.' },
      });
      expect(listed!.message_ids).toHaveLength(2);
      expect((await inbox(alpha.bob, '?only_unread=true')).map((c) => c.id)).toEqual([conversation.id]);

      // Reading does not happen on GET; mark-read does, and the next message mails again.
      await alpha.bob.get(`/api/conversations/${conversation.id}`);
      expect((await unread(alpha.bob)).unread_count).toBe(1);
      expect(
        (await alpha.bob.post('/api/conversations/mark-read', { conversation_id: conversation.id })).json(),
      ).toEqual({
        success: true,
      });
      expect(await unread(alpha.bob)).toEqual({ has_unread_conversations: false, unread_count: 0 });
      expect(await inbox(alpha.bob, '?only_unread=true')).toEqual([]);
      await alpha.alice.post('/api/conversations/reply', {
        conversation_id: conversation.id,
        content: 'Third',
      });
      expect(await mailJobs()).toBe(jobsBefore + 2);
    });

    it('answers with replies in order; the own flag follows the caller', async () => {
      const reply = await alpha.bob.post('/api/conversations/reply', {
        conversation_id: conversation.id,
        content: '  Both fine.  ',
      });
      expect(reply.json<ConversationMessage>()).toMatchObject({
        body: 'Both fine.',
        own: true,
        sender_id: alpha.users.bob.id,
      });
      const seen = (
        await alpha.alice.get(`/api/conversations/${conversation.id}`)
      ).json<ConversationWithMessages>();
      expect(seen.messages.map((m) => [m.body, m.own])).toEqual([
        ['Can you check the rates?', true],
        ['And the dates.', true],
        ['Third', true],
        ['Both fine.', false],
      ]);
      expect(seen.has_unread_message).toBe(true);
    });

    it('refuses blank and missing replies naming the field, and keeps what was saved', async () => {
      for (const content of ['', '   \n ']) {
        const blank = await alpha.alice.post('/api/conversations/reply', {
          conversation_id: conversation.id,
          content,
        });
        expect(blank.statusCode).toBe(400);
        expect(blank.json()).toMatchObject({
          error: 'BLANK_MESSAGE',
          fields: { content: expect.any(Array) },
        });
      }
      const missing = await alpha.alice.post('/api/conversations/reply', {
        conversation_id: conversation.id,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ fields: { content: expect.any(Array) } });
      const long = await alpha.alice.post('/api/conversations/reply', {
        conversation_id: conversation.id,
        content: 'x'.repeat(5001),
      });
      expect(long.statusCode).toBe(400);
      const seen = (
        await alpha.alice.get(`/api/conversations/${conversation.id}`)
      ).json<ConversationWithMessages>();
      expect(seen.messages).toHaveLength(4);
    });

    it('shows the conversation to its participants only: a colleague and another team get 404', async () => {
      for (const outsider of [alpha.carol, bravo.other, platform.staff]) {
        expect((await outsider.get(`/api/conversations/${conversation.id}`)).statusCode).toBe(404);
        for (const [path, body] of [
          ['/api/conversations/reply', { conversation_id: conversation.id, content: 'Hi' }],
          ['/api/conversations/mark-read', { conversation_id: conversation.id }],
          ['/api/conversations/messages', { conversation_id: conversation.id, action: 'archive' }],
          ['/api/conversation/delete-message', { message_id: conversation.messages[0]!.id }],
        ] as const) {
          const response = await outsider.post(path, body);
          expect(response.statusCode).toBe(404);
        }
        expect((await inbox(outsider)).map((c) => c.id)).not.toContain(conversation.id);
      }
      const seen = (
        await alpha.alice.get(`/api/conversations/${conversation.id}`)
      ).json<ConversationWithMessages>();
      expect(seen.messages).toHaveLength(4);
    });

    it('archives for the caller only; a new message from the other brings it back; restore', async () => {
      await alpha.alice.post('/api/conversations/messages', {
        conversation_id: conversation.id,
        action: 'archive',
      });
      expect((await inbox(alpha.alice)).map((c) => c.id)).not.toContain(conversation.id);
      expect((await inbox(alpha.alice, '?archived=true')).map((c) => c.id)).toEqual([conversation.id]);
      expect((await inbox(alpha.alice, '?archived=true'))[0]!.archived).toBe(true);
      expect((await inbox(alpha.bob)).map((c) => c.id)).toContain(conversation.id);
      await alpha.bob.post('/api/conversations/reply', { conversation_id: conversation.id, content: 'Ping' });
      expect((await inbox(alpha.alice)).map((c) => c.id)).toContain(conversation.id);
      await alpha.alice.post('/api/conversations/messages', {
        conversation_id: conversation.id,
        action: 'archive',
      });
      await alpha.alice.post('/api/conversations/messages', {
        conversation_id: conversation.id,
        action: 'restore',
      });
      expect((await inbox(alpha.alice)).map((c) => c.id)).toContain(conversation.id);
      const bad = await alpha.alice.post('/api/conversations/messages', {
        conversation_id: conversation.id,
        action: 'hide',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ fields: { action: expect.any(Array) } });
    });

    it('deletes only the caller’s own messages and moves the preview', async () => {
      const seen = (
        await alpha.bob.get(`/api/conversations/${conversation.id}`)
      ).json<ConversationWithMessages>();
      const alices = seen.messages.find((m) => !m.own)!;
      const notOwn = await alpha.bob.post('/api/conversation/delete-message', { message_id: alices.id });
      expect(notOwn.statusCode).toBe(403);
      expect(notOwn.json()).toMatchObject({ error: 'NOT_OWN_MESSAGE' });
      const last = seen.messages.at(-1)!;
      expect(last).toMatchObject({ body: 'Ping', own: true });
      expect(
        (await alpha.bob.post('/api/conversation/delete-message', { message_id: last.id })).statusCode,
      ).toBe(200);
      const after = (
        await alpha.bob.get(`/api/conversations/${conversation.id}`)
      ).json<ConversationWithMessages>();
      expect(after.messages.map((m) => m.body)).toEqual([
        'Can you check the rates?',
        'And the dates.',
        'Third',
        'Both fine.',
      ]);
      expect((await inbox(alpha.bob)).find((c) => c.id === conversation.id)!.preview).toEqual({
        sender_name: 'Bob Booker',
        body: 'Both fine.',
      });
      expect(
        (await alpha.bob.post('/api/conversation/delete-message', { message_id: last.id })).statusCode,
      ).toBe(404);
    });
  });

  it('refuses a bad new conversation with 4xx naming the field', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ title: ' ', body: 'Hi', receiver_id: alpha.users.bob.id }, 400, 'title'],
      [{ title: 'Hi', body: '  ', receiver_id: alpha.users.bob.id }, 400, 'body'],
      [{ title: 'Hi', body: 'Hi' }, 400, 'receiver_id'],
      [{ title: 'Hi', body: 'Hi', receiver_id: alpha.users.bob.id, to_staff: true }, 400, 'receiver_id'],
      [{ title: 'Hi', body: 'Hi', receiver_id: alpha.users.alice.id }, 404, 'receiver_id'],
      [{ title: 'Hi', body: 'Hi', receiver_id: 999_999 }, 404, 'receiver_id'],
      [{ title: 'Hi', body: 'Hi', receiver_id: -1 }, 400, 'receiver_id'],
      [
        { title: 'Hi', body: 'Hi', receiver_id: alpha.users.bob.id, influencer_id: otherCreator },
        404,
        'influencer_id',
      ],
      [{ title: 'x'.repeat(201), body: 'Hi', receiver_id: alpha.users.bob.id }, 400, 'title'],
    ];
    const before = (await inbox(alpha.alice)).length;
    for (const [body, status, field] of cases) {
      const response = await alpha.alice.post('/api/conversations', body);
      expect([response.statusCode, Object.keys(response.json<{ fields?: object }>().fields ?? {})]).toEqual([
        status,
        [field],
      ]);
    }
    // Another team's member is not a receiver either.
    const otherMember = await bravo.other.get('/api/user/team/members');
    const olga = otherMember.json<{ members: { id: number }[] }>().members[0]!.id;
    expect(
      (await alpha.alice.post('/api/conversations', { title: 'Hi', body: 'Hi', receiver_id: olga }))
        .statusCode,
    ).toBe(404);
    expect((await inbox(alpha.alice)).length).toBe(before);
  });

  it('lists the team members as receivers, never another team’s', async () => {
    const members = (await alpha.alice.get('/api/user/team/members')).json<{
      members: { full_name: string }[];
    }>();
    expect(members.members.map((m) => m.full_name)).toEqual(['Alice Agent', 'Bob Booker', 'Carol Colleague']);
  });

  describe('a brand response', () => {
    let sheetId: string;
    let creators: number[];
    let conversationId: number;

    it('opens a conversation in the sheet team’s inbox with the responder, comments and liked creators', async () => {
      creators = await rosterCreators(api.db, alpha.id, 3, 'Brand Pick');
      sheetId = (await createSheet(alpha.alice, creators, { title: 'Holiday pitch' })).sheet_id;
      const response = await api.browser('10.20.0.1').post('/api/talent-sheet-response-form', {
        talent_sheet_id: sheetId,
        liked_influencers: [creators[2], creators[0]],
        responder_name: 'Rhea Brand',
        responder_email: 'Rhea@Brand.example',
        comments: 'We want these two.',
      });
      expect(response.statusCode).toBe(200);
      const [listed] = await inbox(alpha.alice);
      expect(listed).toMatchObject({
        kind: 'brand',
        title: 'Response to "Holiday pitch"',
        creator_id: null,
        creator_name: 'Rhea Brand',
        receiver_name: 'Alice Agent',
        has_unread_message: true,
        reply_by_mail_to: 'rhea@brand.example',
        brand_response: {
          sheet_id: sheetId,
          sheet_title: 'Holiday pitch',
          responder_name: 'Rhea Brand',
          responder_email: 'rhea@brand.example',
          comments: 'We want these two.',
          liked: [
            {
              influencer_id: creators[0],
              name: 'Brand Pick 1',
              profile_url: `/public/talent-sheet/roster-view/${sheetId}?influencer_id=${creators[0]}`,
            },
            {
              influencer_id: creators[2],
              name: 'Brand Pick 3',
              profile_url: `/public/talent-sheet/roster-view/${sheetId}?influencer_id=${creators[2]}`,
            },
          ],
        },
      });
      conversationId = listed!.id;
      // The whole team's inbox holds it; another team's does not.
      expect((await inbox(alpha.carol)).map((c) => c.id)).toContain(conversationId);
      expect((await bravo.other.get(`/api/conversations/${conversationId}`)).statusCode).toBe(404);
      // The team's mail links to the conversation.
      await api.backgroundIdle();
      const mail = await smtp.waitForMail(
        alpha.users.alice.email,
        'New brand response to your talent sheet "Holiday pitch"',
      );
      expect(mail.text).toContain(`http://tpp.test/messages?conversation_id=${conversationId}`);
      // The sheet maker is notified.
      expect((await unreadNotifications(alpha.alice))[0]).toMatchObject({
        kind: 'brand_response',
        title: 'Rhea Brand responded to "Holiday pitch"',
        href: `/messages?conversation_id=${conversationId}`,
        read: false,
      });
    });

    it('links the hearts and the favorites to the response’s conversation', async () => {
      const likes = (
        await alpha.alice.get(`/api/user/influencer-likes?salesheet_id=${sheetId}`)
      ).json<InfluencerLikesResponse>();
      expect(likes.likes.map((like) => like.conversation_id)).toEqual([conversationId, conversationId]);
      const favorites = (
        await alpha.alice.get('/api/search/influencers/favorites')
      ).json<FavoritesResponse>();
      const pick = favorites.influencers.find((influencer) => influencer.id === creators[0])!;
      expect(pick.responses).toEqual([{ conversation_id: conversationId, responder_name: 'Rhea Brand' }]);
    });

    it('mails a reply to the brand with the agent as reply-to', async () => {
      const reply = await alpha.carol.post('/api/conversations/reply', {
        conversation_id: conversationId,
        content: 'Both are available the week of Dec 1.',
      });
      expect(reply.statusCode).toBe(200);
      const mail = await smtp.waitForMail('rhea@brand.example', 'Re: Holiday pitch');
      expect(mail.text).toContain('Both are available the week of Dec 1.');
      expect(mail.text).toContain('Carol Colleague, Alpha Agency');
      expect(mail.replyTo).toContain('@agency.test');
      // A colleague's reply is not unread for the team; the brand's message was.
      const seen = (
        await alpha.alice.get(`/api/conversations/${conversationId}`)
      ).json<ConversationWithMessages>();
      expect(seen.messages.map((m) => [m.sender_name, m.sender_id])).toEqual([
        ['Rhea Brand', null],
        ['Carol Colleague', expect.any(Number)],
      ]);
    });
  });

  describe('the staff', () => {
    it('Contact Us reaches the staff as a conversation and the support address by mail, with the attachment', async () => {
      const blank = await alpha.alice.post('/api/user/contact-tpp', { note: '  ', uploadedKeys: [] });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({
        message: MESSAGING_MESSAGES.contactBlank,
        fields: { note: [MESSAGING_MESSAGES.contactBlank] },
      });
      const foreignKey = await uploaded(api, bravo.other, 'application/pdf', PDF_BYTES);
      const foreign = await alpha.alice.post('/api/user/contact-tpp', {
        note: 'See file',
        uploadedKeys: [foreignKey],
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ fields: { uploadedKeys: expect.any(Array) } });
      const badKey = await alpha.alice.post('/api/user/contact-tpp', {
        note: 'See file',
        uploadedKeys: ['../etc'],
      });
      expect(badKey.statusCode).toBe(400);

      const key = await uploaded(api, alpha.alice, 'application/pdf', PDF_BYTES);
      const sent = await alpha.alice.post('/api/user/contact-tpp', {
        note: 'Our invoice is attached.',
        uploadedKeys: [key],
      });
      expect(sent.statusCode).toBe(200);
      const { conversation_id: id } = sent.json<ContactResponse>();
      const seen = (await platform.staff.get(`/api/conversations/${id}`)).json<ConversationWithMessages>();
      expect(seen).toMatchObject({ kind: 'staff', title: 'Contact Us', creator_name: 'Alice Agent' });
      expect(seen.messages[0]).toMatchObject({
        body: 'Our invoice is attached.',
        own: false,
        attachments: [{ key, url: `/api/uploads/${key}`, content_type: 'application/pdf' }],
      });
      expect((await unread(platform.staff)).unread_count).toBeGreaterThan(0);
      const mail = await smtp.waitForMail(SUPPORT, 'New message from Alice Agent (Alpha Agency): Contact Us');
      expect(mail.text).toContain('Our invoice is attached.');
      expect(mail.text).toContain(`http://tpp.test/api/uploads/${key}`);
      // A second note before a staff member reads it: no second mail to the support address.
      const jobs = await mailJobs();
      await alpha.alice.post('/api/conversations/reply', {
        conversation_id: id,
        content: 'Also: the PO number.',
      });
      expect(await mailJobs()).toBe(jobs);
      // Other members and other teams do not see it.
      expect((await alpha.bob.get(`/api/conversations/${id}`)).statusCode).toBe(404);
      expect((await bravo.other.get(`/api/conversations/${id}`)).statusCode).toBe(404);

      // The staff's answer comes back in Messages (and by mail).
      await platform.staff.post('/api/conversations/reply', {
        conversation_id: id,
        content: 'Thanks, booked.',
      });
      const back = (await alpha.alice.get(`/api/conversations/${id}`)).json<ConversationWithMessages>();
      expect(back.has_unread_message).toBe(true);
      expect(back.messages.at(-1)).toMatchObject({
        body: 'Thanks, booked.',
        sender_name: 'Sam Staff',
        own: false,
      });
      await smtp.waitForMail(alpha.users.alice.email, 'New message from Sam Staff: Contact Us');
      // Staff reading it clears the staff's unread state for that conversation.
      await platform.staff.post('/api/conversations/mark-read', { conversation_id: id });
      expect((await inbox(platform.staff, '?only_unread=true')).map((c) => c.id)).not.toContain(id);
    });

    it('a member writes to the account managers with to_staff', async () => {
      const conversation = await start(alpha.bob, {
        title: 'Question',
        body: 'Can you help?',
        to_staff: true,
      });
      expect(conversation).toMatchObject({
        kind: 'staff',
        receiver_name: 'Talent Pitch Pro account managers',
      });
      expect((await platform.staff.get(`/api/conversations/${conversation.id}`)).statusCode).toBe(200);
      expect((await alpha.alice.get(`/api/conversations/${conversation.id}`)).statusCode).toBe(404);
    });

    it('starts a conversation about a request: conversation_started, the View link, a notification', async () => {
      const submitted = await alpha.alice.post('/api/user/request-influencer', {
        request_type: 'add',
        name: 'Rio Rivers',
        socials: [{ platform: 'instagram', url: 'riorivers', primary: true }],
        note: '',
      });
      const requestId = submitted.json<TalentRequestResponse>().request_id;
      const notStaff = await alpha.alice.post('/api/staff/requests/start-conversation', {
        request_id: requestId,
        body: 'Hi',
      });
      expect(notStaff.statusCode).toBe(403);
      expect(
        (
          await platform.staff.post('/api/staff/requests/start-conversation', {
            request_id: 999_999,
            body: 'Hi',
          })
        ).statusCode,
      ).toBe(404);
      const blank = await platform.staff.post('/api/staff/requests/start-conversation', {
        request_id: requestId,
        body: ' ',
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ fields: { body: expect.any(Array) } });

      const started = await platform.staff.post('/api/staff/requests/start-conversation', {
        request_id: requestId,
        body: 'Which TikTok account is it?',
      });
      expect(started.statusCode).toBe(200);
      const request = started.json<StaffRequest>();
      expect(request).toMatchObject({ status: 'conversation_started', conversation_id: expect.any(Number) });
      const mine = (await alpha.alice.get('/api/user/my-requests')).json<MyRequestsResponse>();
      expect(mine.requests.find((r) => r.id === requestId)).toMatchObject({
        status: 'conversation_started',
        conversation_id: request.conversation_id,
      });
      const seen = (
        await alpha.alice.get(`/api/conversations/${request.conversation_id}`)
      ).json<ConversationWithMessages>();
      expect(seen).toMatchObject({ kind: 'staff', request_id: requestId, title: 'Your request: Rio Rivers' });
      // A second message goes to the same conversation.
      const again = await platform.staff.post('/api/staff/requests/start-conversation', {
        request_id: requestId,
        body: 'Any news?',
      });
      expect(again.json<StaffRequest>().conversation_id).toBe(request.conversation_id);
      const after = (
        await alpha.alice.get(`/api/conversations/${request.conversation_id}`)
      ).json<ConversationWithMessages>();
      expect(after.messages.map((m) => m.body)).toEqual(['Which TikTok account is it?', 'Any news?']);
      // The requester answers; the staff see it.
      await alpha.alice.post('/api/conversations/reply', {
        conversation_id: request.conversation_id,
        content: '@rio',
      });
      expect(
        (
          await platform.staff.get(`/api/conversations/${request.conversation_id}`)
        ).json<ConversationWithMessages>().has_unread_message,
      ).toBe(true);

      await platform.staff.post('/api/staff/requests/resolve', { request_id: requestId, action: 'complete' });
      const notifications = (await alpha.alice.get('/api/user/notifications')).json<NotificationsResponse>();
      expect(notifications.notifications.slice(0, 2).map((n) => [n.kind, n.title, n.href])).toEqual([
        ['request_status', 'Your request for Rio Rivers is completed', `/my-requests/${requestId}`],
        [
          'request_status',
          'Your request for Rio Rivers has a response (Response)',
          `/messages?conversation_id=${request.conversation_id}`,
        ],
      ]);
    });
  });

  describe('notifications', () => {
    it('marks one, all, or with no body the New Look flag; another user’s id answers 404', async () => {
      const list = await unreadNotifications(alpha.alice);
      expect(list.length).toBeGreaterThanOrEqual(2);
      const [first, second] = list;
      expect(
        (await alpha.bob.post('/api/user/mark-notification-read', { notification_id: first!.id })).statusCode,
      ).toBe(404);
      expect(
        (await bravo.other.post('/api/user/mark-notification-read', { notification_id: first!.id }))
          .statusCode,
      ).toBe(404);
      await alpha.alice.post('/api/user/mark-notification-read', { notification_id: first!.id });
      const after = await unreadNotifications(alpha.alice);
      expect(after.map((n) => n.id)).not.toContain(first!.id);
      expect(after.map((n) => n.id)).toContain(second!.id);
      const all = (await alpha.alice.get('/api/user/notifications')).json<NotificationsResponse>();
      expect(all.notifications.find((n) => n.id === first!.id)!.read).toBe(true);
      await alpha.alice.post('/api/user/mark-notification-read', { all: true });
      expect(
        (await alpha.alice.get('/api/user/notifications?only_unread=true')).json<NotificationsResponse>(),
      ).toEqual({
        notifications: [],
        new_look: false,
      });
      expect(
        (await alpha.alice.post('/api/user/mark-notification-read', { notification_id: 'x' })).statusCode,
      ).toBe(400);
    });

    it('shows the New Look flag until marked read with no body', async () => {
      const user = await api.createUser({ teamId: alpha.id, flags: { show_notification: true } });
      const browser = await api.signedIn(user);
      expect((await browser.get('/api/user/notifications')).json<NotificationsResponse>().new_look).toBe(
        true,
      );
      expect((await browser.get('/api/status')).json<StatusResponse>()).toMatchObject({
        show_notification: true,
      });
      const marked = await browser.request('POST', '/api/user/mark-notification-read');
      expect(marked.statusCode).toBe(200);
      expect((await browser.get('/api/user/notifications')).json<NotificationsResponse>().new_look).toBe(
        false,
      );
      expect((await browser.get('/api/status')).json<StatusResponse>()).toMatchObject({
        show_notification: false,
      });
    });
  });
});
