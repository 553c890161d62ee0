import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import type { Queryable } from '../infrastructure/database/queryable.js';
import { InjectLogger } from '../infrastructure/logging/logging.module.js';
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL } from '../modules/accounts/services/demo-seed.service.js';
import { ConversationsRepository } from '../modules/messaging/index.js';
import {
  ConversationsService,
  STAFF_SIDE_NAME,
} from '../modules/messaging/services/conversations.service.js';
import { NotificationsService } from '../modules/messaging/services/notifications.service.js';
import { teamIdByName } from './demo-team.js';

interface DemoUser {
  id: number | null;
  full_name: string;
}

/**
 * Demo conversations on first start (after the sheets demo seed): the demo sheet's brand
 * response in the team's inbox, two members talking (unread for the admin), and a Contact Us
 * conversation the staff answered, and the response's notification. Written without mails.
 */
@Injectable()
export class MessagingDemoSeedService {
  private readonly logger: Logger;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly conversations: ConversationsRepository,
    private readonly service: ConversationsService,
    private readonly notifications: NotificationsService,
    @InjectLogger() logger: Logger,
  ) {
    this.logger = logger.child({ context: 'MessagingDemoSeed' });
  }

  async seedIfEmpty(): Promise<void> {
    const teamId = await teamIdByName(this.db);
    if (teamId === undefined) return;
    const existing: unknown[] = await this.db.query(
      `SELECT 1 FROM conversations WHERE team_id = $1 LIMIT 1`,
      [teamId],
    );
    if (existing.length) return;
    const users: (DemoUser & { email: string })[] = await this.db.query(
      `SELECT id, full_name, email FROM users WHERE email = ANY($1::citext[])`,
      [[DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL]],
    );
    const admin = users.find((user) => user.email === DEMO_ADMIN_EMAIL);
    const member = users.find((user) => user.email === DEMO_MEMBER_EMAIL);
    if (!admin || !member) return;
    await this.db.transaction(async (tx) => {
      await this.brandResponses(tx, teamId, admin);
      const shortlist = await this.conversations.insert(
        {
          kind: 'team',
          teamId,
          title: 'Glow Skincare shortlist',
          creatorUserId: admin.id,
          creatorName: admin.full_name,
          receiverUserId: member.id,
          receiverName: member.full_name,
        },
        tx,
      );
      await this.say(
        tx,
        shortlist,
        admin,
        'team',
        'Could you check the rates of the first two before Friday?',
        26,
      );
      await this.say(
        tx,
        shortlist,
        member,
        'team',
        'Both are in. The second one can also do a story set.',
        3,
      );
      const contact = await this.conversations.insert(
        {
          kind: 'staff',
          teamId,
          title: 'Contact Us',
          creatorUserId: admin.id,
          creatorName: admin.full_name,
          receiverUserId: null,
          receiverName: STAFF_SIDE_NAME,
        },
        tx,
      );
      await this.say(
        tx,
        contact,
        admin,
        'team',
        'Can we get audience data for our new YouTube creators sooner?',
        200,
      );
      const staff: DemoUser[] = await tx.query(
        `SELECT id, full_name FROM users WHERE is_staff ORDER BY id LIMIT 1`,
      );
      await this.say(
        tx,
        contact,
        staff[0] ?? { id: null, full_name: STAFF_SIDE_NAME },
        'staff',
        'Yes: new YouTube accounts now refresh within a day. Tell us if one is missing.',
        190,
      );
    });
    this.logger.info('Seeded the demo conversations');
  }

  /** The demo sheet responses become conversations of the team's inbox, as a live response would. */
  private async brandResponses(tx: Queryable, teamId: number, admin: DemoUser): Promise<void> {
    const responses: {
      id: number;
      responder_name: string;
      responder_email: string;
      comments: string;
      liked_influencer_ids: number[];
      created_at: Date;
      public_id: string;
      title: string;
    }[] = await tx.query(
      `SELECT sr.id, sr.responder_name, sr.responder_email, sr.comments, sr.liked_influencer_ids, sr.created_at,
              ts.public_id, ts.title
         FROM sheet_responses sr JOIN talent_sheets ts ON ts.id = sr.sheet_id
        WHERE ts.team_id = $1 AND sr.conversation_id IS NULL ORDER BY sr.id`,
      [teamId],
    );
    for (const response of responses) {
      const liked: { id: number; fullname: string }[] = await tx.query(
        `SELECT i.id, coalesce(nullif(btrim(ti.custom_display_name), ''), i.fullname) AS fullname
           FROM unnest($2::int[]) WITH ORDINALITY AS l(id, n) JOIN influencers i ON i.id = l.id
           LEFT JOIN team_influencers ti ON ti.team_id = $1 AND ti.influencer_id = i.id ORDER BY l.n`,
        [teamId, response.liked_influencer_ids],
      );
      const conversationId = await this.service.openBrandConversation(tx, {
        teamId,
        receiverUserId: admin.id,
        receiverName: admin.full_name,
        response: {
          sheet_id: response.public_id,
          sheet_title: response.title,
          responder_name: response.responder_name,
          responder_email: response.responder_email,
          comments: response.comments,
          liked: liked.map((creator) => ({
            influencer_id: creator.id,
            name: creator.fullname,
            profile_url: `/public/talent-sheet/roster-view/${response.public_id}?influencer_id=${creator.id}`,
          })),
        },
      });
      await tx.query(`UPDATE sheet_responses SET conversation_id = $2 WHERE id = $1`, [
        response.id,
        conversationId,
      ]);
      await tx.query(
        `UPDATE influencer_likes l SET sheet_response_id = $1 FROM sheet_responses sr
          WHERE sr.id = $1 AND l.sheet_id = sr.sheet_id AND l.source = 'brand' AND l.responder_email = sr.responder_email
            AND l.sheet_response_id IS NULL`,
        [response.id],
      );
      await tx.query(`UPDATE conversation_messages SET created_at = $2 WHERE conversation_id = $1`, [
        conversationId,
        response.created_at,
      ]);
      await this.backdate(tx, conversationId, response.created_at);
      if (admin.id !== null) {
        const href = `/messages?conversation_id=${conversationId}`;
        await this.notifications.notify(tx, {
          userId: admin.id,
          teamId,
          kind: 'brand_response',
          title: `${response.responder_name} responded to "${response.title}"`,
          body: `${liked.length} creator${liked.length === 1 ? '' : 's'} liked`,
          href,
        });
        // A live response notifies in the transaction that writes it: the notification carries
        // the response's time, as its message does (not the time the demo was seeded).
        await tx.query(`UPDATE notifications SET created_at = $3 WHERE user_id = $1 AND href = $2`, [
          admin.id,
          href,
          response.created_at,
        ]);
      }
    }
  }

  private async say(
    tx: Queryable,
    conversationId: number,
    sender: { id: number | null; full_name: string },
    side: 'team' | 'staff',
    body: string,
    hoursAgo: number,
  ): Promise<void> {
    const id = await this.conversations.addMessage(
      {
        conversationId,
        senderUserId: sender.id,
        senderName: sender.full_name,
        side,
        body,
      },
      tx,
    );
    const at = new Date(Date.now() - hoursAgo * 3_600_000);
    await tx.query(`UPDATE conversation_messages SET created_at = $2 WHERE id = $1`, [id, at]);
    await this.backdate(tx, conversationId, at);
  }

  /** Moves the conversation's latest activity to `at` and its creation to its first message's time. */
  private async backdate(tx: Queryable, conversationId: number, at: Date): Promise<void> {
    await tx.query(
      `UPDATE conversations c SET last_message_at = $2,
              created_at = (SELECT min(created_at) FROM conversation_messages WHERE conversation_id = $1)
        WHERE c.id = $1`,
      [conversationId, at],
    );
  }
}
