import { describe, expect, it } from '@jest/globals';
import { API } from '@tpp/contracts';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_MEMBER_EMAIL,
  DEMO_TEAM_NAME,
} from '../src/modules/accounts/services/demo-seed.service.js';
import { MessagingDemoSeedService } from '../src/seed/messaging-demo-seed.service.js';
import { createSheet, rosterCreators } from './factories/sheets.js';
import { useTestApi } from './support/test-api.js';

/**
 * The demo conversations: the seeded brand response reaches the admin's inbox and bell as a live
 * one does, with the notification and the message carrying the response's time.
 */
describe('the demo conversations', () => {
  const api = useTestApi();

  it("the brand response's notification and its message carry the response's time", async () => {
    const teamId = await api.createTeam(DEMO_TEAM_NAME);
    const admin = await api.createUser({ email: DEMO_ADMIN_EMAIL, teamId, role: 'team_admin' });
    await api.createUser({ email: DEMO_MEMBER_EMAIL, teamId });
    const browser = await api.signedIn(admin);
    const sheet = await createSheet(browser, await rosterCreators(api.db, teamId, 2), {
      title: 'Glow pitch',
    });
    const { rows } = await api.db.query<{ created_at: Date }>(
      `INSERT INTO sheet_responses (sheet_id, responder_name, responder_email, comments, liked_influencer_ids, created_at)
       SELECT id, 'Jordan Blake', 'jordan@glow.example', 'Love them', '{}', now() - interval '20 hours'
         FROM talent_sheets WHERE public_id = $1
       RETURNING created_at`,
      [sheet.sheet_id],
    );
    const respondedAt = rows[0]!.created_at.toISOString();

    await api.app.get(MessagingDemoSeedService).seedIfEmpty();

    const { notifications } = (await browser.get(API.userConfiguration.notifications.path)).json() as {
      notifications: { title: string; href: string; created_at: string }[];
    };
    const notice = notifications.find((item) => item.title === 'Jordan Blake responded to "Glow pitch"');
    expect(notice?.created_at).toBe(respondedAt);
    const conversationId = /conversation_id=(\d+)$/.exec(notice!.href)![1]!;
    const conversation = (await browser.get(`/api/conversations/${conversationId}`)).json() as {
      messages: { created_at: string }[];
    };
    expect(conversation.messages.map((message) => message.created_at)).toEqual([respondedAt]);
  });
});
