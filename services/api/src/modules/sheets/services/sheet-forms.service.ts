import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import { ApiException } from '../../../infrastructure/http/api-exception.js';
import { IpHasher } from '../../../infrastructure/http/ip-hasher.js';
import { RateLimitService } from '../../../infrastructure/http/rate-limit.service.js';
import { BackgroundTasks } from '../../../infrastructure/jobs/background-tasks.service.js';
import { MailService } from '../../../infrastructure/mail/mail.service.js';
import type { ClientContext } from '../../accounts/auth/request-auth.js';
import type { RegisterSheetViewerDto, TalentSheetResponseFormDto } from '../dto/sheet-requests.dto.js';
import { PublicSheetService, type VisibleSheet } from './public-sheet.service.js';
import { sheetResponseMail, sheetViewerMail } from './sheet-mails.js';

/** Where the team edits a sheet (the link in response mails). */
export function sheetEditorPath(
  sheet: Pick<VisibleSheet, 'public_id' | 'sheet_type'> & { casting_call_id?: number | null },
): string {
  if (sheet.sheet_type === 'campaign') return `/campaign/${sheet.public_id}`;
  if (sheet.sheet_type === 'casting_call_response' && sheet.casting_call_id)
    return `/creator-call-response/${sheet.casting_call_id}`;
  return `/talent-sheet/${sheet.public_id}`;
}

/**
 * The two brand-side forms of a shared sheet: the registration gate (stores the viewer, mails a
 * link to continue) and the response form (stores the answer and a brand like per liked creator,
 * mails the team). Both are rate-limited per client IP; mails go out after the answer.
 */
@Injectable()
export class SheetFormsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly sheets: PublicSheetService,
    private readonly rateLimits: RateLimitService,
    private readonly mail: MailService,
    private readonly background: BackgroundTasks,
    private readonly ipHasher: IpHasher,
  ) {}

  async registerViewer(body: RegisterSheetViewerDto, client: ClientContext): Promise<{ success: true }> {
    this.rateLimits.assertAllowed('register-sheet-viewer', { ip: client.ip });
    const email = body.email.trim().toLowerCase();
    const sheet = await this.sheets.visibleSheet(body.talentSheetId);
    await this.db.query(
      `INSERT INTO sheet_viewers (sheet_id, email) VALUES ($1, $2)
       ON CONFLICT (sheet_id, email) DO UPDATE SET last_seen_at = now()`,
      [sheet.id, email],
    );
    const teams: { name: string }[] = await this.db.query(`SELECT name FROM teams WHERE id = $1`, [
      sheet.team_id,
    ]);
    const link = `${this.config.publicUrl}/public/talent-sheet/roster-view/${sheet.public_id}`;
    const title = sheet.description ?? sheet.title;
    this.background.run('sheet viewer mail', () =>
      this.mail.send(sheetViewerMail(email, teams[0]?.name ?? 'An agency', title, link)),
    );
    return { success: true };
  }

  async respond(body: TalentSheetResponseFormDto, client: ClientContext): Promise<{ success: true }> {
    this.rateLimits.assertAllowed('sheet-response', { ip: client.ip });
    const name = (body.responderName ?? body.responder_name ?? '').trim();
    const email = (body.responderEmail ?? body.responder_email ?? '').trim().toLowerCase();
    const fields: Record<string, string[]> = {};
    if (!name) fields.responderName = ['responderName is required'];
    if (!email) fields.responderEmail = ['responderEmail is required'];
    if (Object.keys(fields).length)
      throw ApiException.badRequest('Please enter your name and email address.', fields);

    const sheet = await this.sheets.visibleSheet(body.talent_sheet_id);
    const liked = [...new Set(body.liked_influencers)];
    const members: { influencer_id: number; fullname: string }[] = await this.db.query(
      `SELECT tsi.influencer_id, coalesce(nullif(btrim(ti.custom_display_name), ''), i.fullname) AS fullname
         FROM talent_sheet_influencers tsi
         JOIN team_influencers ti ON ti.team_id = $2 AND ti.influencer_id = tsi.influencer_id
         JOIN influencers i ON i.id = tsi.influencer_id
        WHERE tsi.sheet_id = $1 AND tsi.influencer_id = ANY($3::int[])
        ORDER BY tsi.position`,
      [sheet.id, sheet.team_id, liked],
    );
    const known = new Set(members.map((member) => member.influencer_id));
    const unknown = liked.filter((id) => !known.has(id));
    if (unknown.length)
      throw ApiException.badRequest('Some liked creators are not on this sheet.', {
        liked_influencers: [
          `liked_influencers must be creators on this sheet (not found: ${unknown.join(', ')})`,
        ],
      });
    const comments = body.comments?.trim() ?? '';
    const ipHash = await this.ipHasher.hash(client.ip);
    await this.db.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO sheet_responses (sheet_id, responder_name, responder_email, comments, liked_influencer_ids, ip_hash)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [sheet.id, name, email, comments, liked, ipHash],
      );
      if (liked.length)
        await manager.query(
          `INSERT INTO influencer_likes (team_id, influencer_id, sheet_id, source, responder_name, responder_email)
           SELECT $1, id, $2, 'brand', $3, $4 FROM unnest($5::int[]) AS id`,
          [sheet.team_id, sheet.id, name, email, liked],
        );
    });

    const recipients: {
      creator_email: string | null;
      contact_email: string | null;
      casting_call_id: number | null;
    }[] = await this.db.query(
      `SELECT u.email AS creator_email, t.contact_email, ts.casting_call_id
           FROM talent_sheets ts JOIN teams t ON t.id = ts.team_id LEFT JOIN users u ON u.id = ts.creator_user_id
          WHERE ts.id = $1`,
      [sheet.id],
    );
    const row = recipients[0];
    const to = [
      ...new Set(
        [row?.creator_email, row?.contact_email]
          .filter((value): value is string => !!value)
          .map((value) => value.toLowerCase()),
      ),
    ];
    const summary = {
      sheetTitle: sheet.title,
      responderName: name,
      responderEmail: email,
      likedNames: members.map((member) => member.fullname),
      comments,
      editorLink: `${this.config.publicUrl}${sheetEditorPath({ ...sheet, casting_call_id: row?.casting_call_id ?? null })}`,
    };
    for (const recipient of to)
      this.background.run('sheet response mail', () => this.mail.send(sheetResponseMail(recipient, summary)));
    return { success: true };
  }
}
