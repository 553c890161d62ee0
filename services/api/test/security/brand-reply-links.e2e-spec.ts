import { describe, expect, it } from '@jest/globals';
import {
  API,
  BRAND_REPLY_MESSAGES,
  MESSAGE_BODY_MAX_LENGTH,
  fillPath,
  type BrandReplyThread,
  type ConversationsResponse,
  type ConversationWithMessages,
} from '@tpp/contracts';
import { createSecureToken, hashToken } from '../../src/common/secure-token.js';
import { createSheet, rosterCreators } from '../factories/sheets.js';
import { unreadNotifications } from '../factories/notifications.js';
import { useMailedApi } from '../support/mailed-api.js';
import { linkIn } from '../support/smtp-capture.js';
import { tampered } from '../support/tampered.js';
import { useTeam, type TestApi } from '../support/test-api.js';
import type { TestBrowser } from '../support/test-browser.js';

/**
 * Security class: a brand contact's personal reply link (modules/messaging/README.md, "Brand
 * contacts"). An anonymous surface: the token (random, stored only as its sha256) is the only
 * authority.
 *
 * - Every agent's reply mailed to a brand carries the contact's reply link, from the platform's
 *   fixed sender; the page shows that one conversation (the agency's name, the sheet, senders and
 *   texts; no ids, no addresses), and the brand's answer lands in it as a brand message with a
 *   notification and a mail to the agents.
 * - A forged, unknown or revoked token answers the same 404 with the same body, and writes nothing.
 * - A token of team A never shows team B's conversation, nor another conversation of the contact.
 * - The answer is limited: blank or too long content 400 naming content, a body past the size
 *   limit 413, and PUBLIC_FORM_RATE_LIMIT_PER_IP answers per IP.
 */
const REPLY_PREFIX = 'http://tpp.test/public/reply/';
const RATE_LIMIT = 4;

const threadPath = (token: string) => fillPath(API.brandReply.thread.path, { token });

describe('security: brand reply links', () => {
  const { api, smtp } = useMailedApi({
    env: { JOBS_POLL_MS: '500', PUBLIC_FORM_RATE_LIMIT_PER_IP: String(RATE_LIMIT) },
  });
  const alpha = useTeam(api, 'Alpha Agency', {
    alice: { fullName: 'Alice Agent' },
    carol: { fullName: 'Carol Colleague' },
  });
  const bravo = useTeam(api, 'Bravo Agency', { bert: { fullName: 'Bert Bravo' } });
  let ipCounter = 0;
  /** A visitor from a fresh IP (each test its own, so the per-IP limit is the rate-limit test's). */
  const visitor = () => api.browser(`10.77.0.${++ipCounter}`);

  /** A brand responds to a sheet of the team; answers the conversation's id. */
  const respond = async (
    maker: TestBrowser,
    teamId: number,
    title: string,
    brand: { name: string; email: string },
  ): Promise<number> => {
    const creators = await rosterCreators(api.db, teamId, 1, `${title} Pick`);
    const sheetId = (await createSheet(maker, creators, { title })).sheet_id;
    const answer = await visitor().post('/api/talent-sheet-response-form', {
      talent_sheet_id: sheetId,
      liked_influencers: creators,
      responder_name: brand.name,
      responder_email: brand.email,
      comments: `About ${title}.`,
    });
    expect(answer.statusCode).toBe(200);
    const conversations = (await maker.get('/api/conversations')).json<ConversationsResponse>().conversations;
    return conversations.find((conversation) => conversation.title === `Response to "${title}"`)!.id;
  };

  /** An agent replies; answers the token of the reply link the brand's mail carries. */
  const replyAndTakeToken = async (
    agent: TestBrowser,
    conversationId: number,
    to: string,
    subject: string,
  ) => {
    const reply = await agent.post('/api/conversations/reply', {
      conversation_id: conversationId,
      content: `Reply ${Math.random().toString(36).slice(2, 8)}`,
    });
    expect(reply.statusCode).toBe(200);
    const mail = await smtp.take(to, subject);
    return { mail, token: linkIn(mail, REPLY_PREFIX).slice(REPLY_PREFIX.length) };
  };

  const conversation = async (browser: TestBrowser, id: number) =>
    (await browser.get(`/api/conversations/${id}`)).json<ConversationWithMessages>();

  const messageCount = async (db: TestApi['db'], id: number) =>
    (
      await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM conversation_messages WHERE conversation_id = $1`,
        [id],
      )
    ).rows[0]!.count;

  describe('the thread', () => {
    let conversationId: number;
    let token: string;

    it('makes the responding brand a contact of the team, once per address, shown on the conversation', async () => {
      conversationId = await respond(alpha.alice, alpha.id, 'Spring pitch', {
        name: 'Rhea Brand',
        email: 'Rhea@Brand.example',
      });
      const again = await respond(alpha.alice, alpha.id, 'Summer pitch', {
        name: 'Rhea B.',
        email: 'rhea@BRAND.example',
      });
      const first = await conversation(alpha.carol, conversationId);
      const second = await conversation(alpha.carol, again);
      expect(first.brand_contact).toEqual({
        id: expect.any(Number),
        name: 'Rhea Brand',
        email: 'rhea@brand.example',
        company: null,
      });
      expect(second.brand_contact).toEqual(first.brand_contact);
      // Another team's contact with the same address is that team's own.
      const bravoConversation = await respond(bravo.bert, bravo.id, 'Bravo pitch', {
        name: 'Rhea Brand',
        email: 'rhea@brand.example',
      });
      expect((await conversation(bravo.bert, bravoConversation)).brand_contact!.id).not.toBe(
        first.brand_contact!.id,
      );
    });

    it("mails the agent's reply from the fixed sender with the contact's reply link, stored only as its hash", async () => {
      ({ token } = await replyAndTakeToken(
        alpha.carol,
        conversationId,
        'rhea@brand.example',
        'Re: Spring pitch',
      ).then(({ mail, token: found }) => {
        expect(mail.from).toBe(api.config.mailFrom);
        expect(mail.replyTo).toContain(alpha.users.carol.email);
        expect(mail.text).toContain('Carol Colleague, Alpha Agency');
        expect(mail.html).toContain(`${REPLY_PREFIX}${found}`);
        return { token: found };
      }));
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await api.db.query<{ token_hash: string }>(
        `SELECT l.token_hash FROM brand_contact_links l JOIN brand_contacts bc ON bc.id = l.contact_id
          WHERE bc.team_id = $1`,
        [alpha.id],
      );
      expect(stored.rows.map((row) => row.token_hash)).toEqual([hashToken(token)]);
      const dump = await api.db.query<{ dump: string }>(
        `SELECT string_agg(row_to_json(t)::text, ' ') AS dump FROM (SELECT * FROM brand_contact_links) t`,
      );
      expect(dump.rows[0]!.dump).not.toContain(token);
    });

    it('opens that conversation without an account: the agency, the sheet, senders and texts, no ids or addresses', async () => {
      const page = await visitor().get(threadPath(token));
      expect(page.statusCode).toBe(200);
      const thread = page.json<BrandReplyThread>();
      expect(thread).toEqual({
        agency_name: 'Alpha Agency',
        sheet_title: 'Spring pitch',
        contact_name: 'Rhea Brand',
        messages: [
          {
            sender_name: 'Rhea Brand',
            from_brand: true,
            body: expect.stringContaining('About Spring pitch.'),
            created_at: expect.any(String),
          },
          {
            sender_name: 'Carol Colleague',
            from_brand: false,
            body: expect.any(String),
            created_at: expect.any(String),
          },
        ],
      });
      for (const secret of [
        alpha.users.carol.email,
        alpha.users.alice.email,
        'rhea@brand.example',
        `"id"`,
        'Summer pitch',
        'Bravo',
      ])
        expect(page.body).not.toContain(secret);
    });

    it('takes the brand’s answer into the same thread, notifies and mails the agents', async () => {
      const answer = await visitor().post(threadPath(token), {
        content: '  Great, book both for December.  ',
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json<BrandReplyThread>().messages.at(-1)).toMatchObject({
        sender_name: 'Rhea Brand',
        from_brand: true,
        body: 'Great, book both for December.',
      });
      const seen = await conversation(alpha.alice, conversationId);
      expect(seen.messages.at(-1)).toMatchObject({
        sender_id: null,
        sender_name: 'Rhea Brand',
        body: 'Great, book both for December.',
        own: false,
      });
      const listed = (await alpha.carol.get('/api/conversations')).json<ConversationsResponse>()
        .conversations;
      expect(listed.find((c) => c.id === conversationId)).toMatchObject({ has_unread_message: true });
      // The sheet's maker and the colleague who replied hear of it.
      for (const agent of [alpha.alice, alpha.carol])
        expect((await unreadNotifications(agent))[0]).toMatchObject({
          kind: 'brand_response',
          title: 'Rhea Brand answered about "Spring pitch"',
          body: 'Great, book both for December.',
          href: `/messages?conversation_id=${conversationId}`,
        });
      const mail = await smtp.take(
        alpha.users.carol.email,
        'New message from Rhea Brand: Response to "Spring pitch"',
      );
      expect(mail.from).toBe(api.config.mailFrom);
      expect(mail.text).toContain('Great, book both for December.');
      expect(mail.text).toContain(`http://tpp.test/messages?conversation_id=${conversationId}`);
    });

    it('refuses a blank, too long or oversized answer, naming content, and writes nothing', async () => {
      const before = await messageCount(api.db, conversationId);
      const blank = await visitor().post(threadPath(token), { content: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ fields: { content: [expect.any(String)] } });
      const long = await visitor().post(threadPath(token), {
        content: 'x'.repeat(MESSAGE_BODY_MAX_LENGTH + 1),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ fields: { content: [expect.any(String)] } });
      const notText = await visitor().post(threadPath(token), { content: { $gt: '' } });
      expect(notText.statusCode).toBe(400);
      expect(notText.json()).toMatchObject({ fields: { content: [expect.any(String)] } });
      const huge = await visitor().post(threadPath(token), { content: 'x'.repeat(2 * 1024 * 1024) });
      expect(huge.statusCode).toBe(413);
      expect(await messageCount(api.db, conversationId)).toBe(before);
    });

    it('answers a forged, unknown, malformed or revoked token with the same 404, and writes nothing', async () => {
      const before = await messageCount(api.db, conversationId);
      const { token: revoked } = await replyAndTakeToken(
        alpha.alice,
        conversationId,
        'rhea@brand.example',
        'Re: Spring pitch',
      );
      expect((await visitor().get(threadPath(revoked))).statusCode).toBe(200);
      await api.db.query(`UPDATE brand_contact_links SET revoked_at = now() WHERE token_hash = $1`, [
        hashToken(revoked),
      ]);
      const afterReply = await messageCount(api.db, conversationId);
      expect(afterReply).toBe(before + 1);
      const answers = [];
      for (const bad of [createSecureToken(), 'short', hashToken(token), tampered(token), revoked]) {
        const page = await visitor().get(threadPath(bad));
        const post = await visitor().post(threadPath(bad), { content: 'Let me in' });
        answers.push([page.statusCode, page.body], [post.statusCode, post.body]);
      }
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(answers[0]![0]).toBe(404);
      expect(JSON.parse(answers[0]![1] as string)).toEqual({
        statusCode: 404,
        error: 'REPLY_LINK_NOT_FOUND',
        message: BRAND_REPLY_MESSAGES.linkInvalid,
      });
      expect(await messageCount(api.db, conversationId)).toBe(afterReply);
      // The first link was not revoked with the other: each mail's link is its own.
      expect((await visitor().get(threadPath(token))).statusCode).toBe(200);
    });

    it("never shows another team's thread or another conversation of the contact", async () => {
      const bravoConversation = (await bravo.bert.get('/api/conversations'))
        .json<ConversationsResponse>()
        .conversations.find((c) => c.title === 'Response to "Bravo pitch"')!.id;
      const { token: bravoToken } = await replyAndTakeToken(
        bravo.bert,
        bravoConversation,
        'rhea@brand.example',
        'Re: Bravo pitch',
      );
      const bravoPage = (await visitor().get(threadPath(bravoToken))).json<BrandReplyThread>();
      expect(bravoPage.agency_name).toBe('Bravo Agency');
      expect(JSON.stringify(bravoPage)).not.toMatch(/Alpha|Spring|Carol|Alice/);
      const alphaPage = (await visitor().get(threadPath(token))).json<BrandReplyThread>();
      expect(JSON.stringify(alphaPage)).not.toMatch(/Bravo|Bert|Summer/);
      // An answer through Bravo's link lands in Bravo's conversation only.
      const alphaBefore = await messageCount(api.db, conversationId);
      expect((await visitor().post(threadPath(bravoToken), { content: 'For Bravo.' })).statusCode).toBe(200);
      expect(await messageCount(api.db, conversationId)).toBe(alphaBefore);
      expect((await conversation(bravo.bert, bravoConversation)).messages.at(-1)!.body).toBe('For Bravo.');
      // A link stays with the conversation it was mailed for, even if a row were pointed elsewhere.
      const summer = (await alpha.alice.get('/api/conversations'))
        .json<ConversationsResponse>()
        .conversations.find((c) => c.title === 'Response to "Summer pitch"')!.id;
      await api.db.query(`UPDATE brand_contact_links SET conversation_id = $2 WHERE token_hash = $1`, [
        hashToken(bravoToken),
        summer,
      ]);
      expect((await visitor().get(threadPath(bravoToken))).statusCode).toBe(404);
    });

    it('lets the team revoke every link of the contact; the next reply mails a new one that works', async () => {
      const { token: second } = await replyAndTakeToken(
        alpha.carol,
        conversationId,
        'rhea@brand.example',
        'Re: Spring pitch',
      );
      const revoked = await alpha.alice.post(API.messaging.revokeReplyLinks.path, {
        conversation_id: conversationId,
      });
      expect(revoked.statusCode).toBe(200);
      for (const ended of [token, second])
        expect((await visitor().get(threadPath(ended))).statusCode).toBe(404);
      const { token: fresh } = await replyAndTakeToken(
        alpha.carol,
        conversationId,
        'rhea@brand.example',
        'Re: Spring pitch',
      );
      expect((await visitor().get(threadPath(fresh))).statusCode).toBe(200);
      token = fresh;
      // Only brand conversations have reply links; another team's answers 404 and revokes nothing.
      const teamConversation = await alpha.alice.post('/api/conversations', {
        title: 'Internal',
        body: 'Not a brand',
        receiver_id: alpha.users.carol.id,
      });
      const internal = await alpha.alice.post(API.messaging.revokeReplyLinks.path, {
        conversation_id: teamConversation.json<{ id: number }>().id,
      });
      expect(internal.statusCode).toBe(404);
      const foreign = await bravo.bert.post(API.messaging.revokeReplyLinks.path, {
        conversation_id: conversationId,
      });
      expect(foreign.statusCode).toBe(404);
      expect((await visitor().get(threadPath(fresh))).statusCode).toBe(200);
    });

    it('limits answers per IP like the other public forms', async () => {
      const from = api.browser('10.78.0.1');
      for (let i = 0; i < RATE_LIMIT; i += 1)
        expect((await from.post(threadPath(token), { content: `Answer ${i}` })).statusCode).toBe(200);
      const refused = await from.post(threadPath(token), { content: 'One too many' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
      // Guesses count too: a forged token from the same IP is refused before any lookup.
      expect((await from.post(threadPath(createSecureToken()), { content: 'x' })).statusCode).toBe(429);
      // Reading is not limited by answers.
      expect((await from.get(threadPath(token))).statusCode).toBe(200);
    });
  });
});
